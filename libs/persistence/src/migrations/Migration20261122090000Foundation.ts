import { Migration } from '@mikro-orm/migrations';

/** Accounts, reference data and articles; the extensions the location search needs later. */
export class Migration20261122090000Foundation extends Migration {
  override name = 'Migration20261122090000Foundation';

  override up(): void {
    this.addSql(`create extension if not exists cube`);
    this.addSql(`create extension if not exists earthdistance`);
    this.addSql(`create extension if not exists pg_trgm`);
    this.addSql(`create type "article_status" as enum ('draft', 'published')`);
    this.addSql(`create type "payment_service_kind" as enum ('cash', 'crypto')`);
    this.addSql(`create type "reason_type" as enum ('decline', 'request')`);
    this.addSql(`create type "user_status" as enum ('pending', 'active')`);
    this.addSql(`create type "user_role" as enum ('donor', 'recipient')`);
    this.addSql(`create type "account_token_purpose" as enum ('verify_email', 'reset_password')`);
    this.addSql(
      `create table "article" ("id" serial primary key, "title" text not null, "content" text not null, "image" text null, "status" "article_status" not null default 'published', "created_at" timestamptz not null, "updated_at" timestamptz not null)`,
    );
    this.addSql(`create table "education_level" ("id" serial primary key, "name" text not null)`);
    this.addSql(`alter table "education_level" add constraint "education_level_name_unique" unique ("name")`);
    this.addSql(
      `create table "payment_service" ("id" serial primary key, "name" text not null, "kind" "payment_service_kind" not null)`,
    );
    this.addSql(`alter table "payment_service" add constraint "payment_service_name_unique" unique ("name")`);
    this.addSql(`create table "reason" ("id" serial primary key, "type" "reason_type" not null, "name" text not null)`);
    this.addSql(`alter table "reason" add constraint "reason_type_name_unique" unique ("type", "name")`);
    this.addSql(
      `create table "revoked_session" ("jti" uuid not null, "user_id" uuid not null, "expires_at" timestamptz not null, primary key ("jti"))`,
    );
    this.addSql(`create index "revoked_session_expires_at_index" on "revoked_session" ("expires_at")`);
    this.addSql(`create table "state" ("id" serial primary key, "name" text not null)`);
    this.addSql(`alter table "state" add constraint "state_name_unique" unique ("name")`);
    this.addSql(
      `create table "app_user" ("id" uuid not null, "first_name" text not null, "last_name" text not null, "email" text not null, "phone_number" text not null, "password_hash" text not null, "status" "user_status" not null default 'pending', "role" "user_role" not null default 'donor', "onboarded" boolean not null default false, "gender" text null, "dob" date null, "blood_group" text null, "genotype" text null, "blood_group_changed_at" timestamptz null, "genotype_changed_at" timestamptz null, "state_id" int null, "latitude" double precision null, "longitude" double precision null, "address" text null, "last_donation_date" date null, "height" double precision null, "weight" double precision null, "blood_pressure" text null, "heart_rate" double precision null, "image" text null, "verified_at" timestamptz null, "sessions_valid_after" timestamptz not null, "suspended_until" timestamptz null, "paused_until" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email")`);
    this.addSql(`create index "app_user_created_at_index" on "app_user" ("created_at")`);
    this.addSql(
      `create table "device_token" ("id" uuid not null, "user_id" uuid not null, "device_id" text not null, "notification_token" text not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "device_token" add constraint "device_token_device_id_unique" unique ("device_id")`);
    this.addSql(
      `create table "account_token" ("id" uuid not null, "user_id" uuid not null, "purpose" "account_token_purpose" not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "account_token" add constraint "account_token_hash_unique" unique ("token_hash")`);
    this.addSql(
      `alter table "app_user" add constraint "app_user_state_id_foreign" foreign key ("state_id") references "state" ("id") on delete set null`,
    );
    this.addSql(
      `alter table "device_token" add constraint "device_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "account_token" add constraint "account_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade`,
    );
    this.addSql(`create index "account_token_user_id_index" on "account_token" ("user_id")`);
    this.addSql(`create index "device_token_user_id_index" on "device_token" ("user_id")`);
  }
}
