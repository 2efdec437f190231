import { Migration } from '@mikro-orm/migrations';

/** Testimonials, abuse reports, partnership messages, advocate applications, uploads and money donations. */
export class Migration20261122130000CommunityPartnershipsDonations extends Migration {
  override name = 'Migration20261122130000CommunityPartnershipsDonations';

  override up(): void {
    this.addSql(`create type "testimonial_type" as enum ('donor', 'recipient')`);
    this.addSql(`create type "testimonial_status" as enum ('pending', 'approved', 'rejected')`);
    this.addSql(`create type "abuse_report_status" as enum ('new', 'reviewing', 'resolved', 'dismissed')`);
    this.addSql(`create type "partnership_message_status" as enum ('new', 'contacted', 'closed')`);
    this.addSql(`create type "advocate_application_status" as enum ('new', 'shortlisted', 'accepted', 'rejected')`);
    this.addSql(`create type "upload_kind" as enum ('image', 'document')`);
    this.addSql(`create type "donation_status" as enum ('pending', 'successful', 'failed', 'abandoned')`);

    this.addSql(
      `create table "testimonial" ("id" uuid not null, "author_id" uuid null, "type" "testimonial_type" not null, "name" text null, "state" text not null, "summary" text not null, "challenges" text null, "aftermath" text null, "conclusion" text null, "reason" text null, "lesson" text null, "status" "testimonial_status" not null default 'pending', "reviewed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "testimonial_author_id_index" on "testimonial" ("author_id")`);
    this.addSql(`create index "testimonial_status_index" on "testimonial" ("status", "created_at")`);
    this.addSql(
      `alter table "testimonial" add constraint "testimonial_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on delete set null`,
    );

    this.addSql(
      `create table "abuse_report" ("id" uuid not null, "reporter_id" uuid null, "reporter_role" text not null, "name" text not null, "description" text not null, "status" "abuse_report_status" not null default 'new', "reviewed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "abuse_report_reporter_id_index" on "abuse_report" ("reporter_id")`);
    this.addSql(`create index "abuse_report_status_index" on "abuse_report" ("status", "created_at")`);
    this.addSql(
      `alter table "abuse_report" add constraint "abuse_report_reporter_id_foreign" foreign key ("reporter_id") references "app_user" ("id") on delete set null`,
    );

    this.addSql(
      `create table "partnership_message" ("id" uuid not null, "name" text not null, "email" text not null, "description" text not null, "is_organization" boolean not null default false, "status" "partnership_message_status" not null default 'new', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "partnership_message_status_index" on "partnership_message" ("status", "created_at")`);

    this.addSql(
      `create table "advocate_application" ("id" uuid not null, "name" text not null, "email" text not null, "phone_number" text not null, "state" text not null, "age" int not null, "education_level" text not null, "bio" text not null, "jbm_description" text not null, "advocate_reason" text not null, "passport" text not null, "cv" text not null, "status" "advocate_application_status" not null default 'new', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "advocate_application_status_index" on "advocate_application" ("status", "created_at")`);

    this.addSql(
      `create table "upload" ("id" uuid not null, "storage_key" text not null, "url" text not null, "kind" "upload_kind" not null, "content_type" text not null, "size" int not null, "original_name" text not null, "claimed_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "upload" add constraint "upload_storage_key_unique" unique ("storage_key")`);
    this.addSql(`alter table "upload" add constraint "upload_url_unique" unique ("url")`);
    this.addSql(`create index "upload_unclaimed_index" on "upload" ("created_at") where claimed_at is null`);

    this.addSql(
      `create table "donation" ("id" uuid not null, "reference" text not null, "service_id" int not null, "provider" text not null, "name" text not null, "email" text not null, "phone_number" text not null, "amount" numeric(14,2) not null, "currency" text not null, "redirect_url" text not null, "status" "donation_status" not null default 'pending', "authorization_url" text null, "crypto_coin" text null, "crypto_network" text null, "crypto_address" text null, "crypto_amount" text null, "paid_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "donation" add constraint "donation_reference_unique" unique ("reference")`);
    this.addSql(`create index "donation_service_id_index" on "donation" ("service_id")`);
    this.addSql(`create index "donation_status_index" on "donation" ("status", "created_at")`);
    this.addSql(
      `alter table "donation" add constraint "donation_service_id_foreign" foreign key ("service_id") references "payment_service" ("id") on delete restrict`,
    );

    this.addSql(
      `create table "donation_payment" ("id" uuid not null, "donation_id" uuid not null, "provider" text not null, "provider_transaction_id" text not null, "amount_subunits" bigint not null, "currency" text not null, "channel" text null, "paid_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(
      `alter table "donation_payment" add constraint "donation_payment_donation_id_unique" unique ("donation_id")`,
    );
    this.addSql(
      `alter table "donation_payment" add constraint "donation_payment_donation_id_foreign" foreign key ("donation_id") references "donation" ("id") on delete cascade`,
    );
  }
}
