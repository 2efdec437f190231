import { Migration } from '@mikro-orm/migrations';

/** Phone verification, the SMS choice of each person, and the SMS outbox. */
export class Migration20261123053000Sms extends Migration {
  override name = 'Migration20261123053000Sms';

  override up(): void {
    this.addSql(
      `alter table "app_user" add column "phone_verified_at" timestamptz null, add column "sms_alerts" boolean not null default false`,
    );
    this.addSql(
      `create unique index "app_user_verified_phone_unique" on "app_user" ("phone_number") where "phone_verified_at" is not null`,
    );
    this.addSql(
      `create table "phone_verification" ("user_id" uuid not null, "phone_number" text not null, "code_hash" text not null, "attempts" smallint not null default 0, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("user_id"))`,
    );
    this.addSql(
      `alter table "phone_verification" add constraint "phone_verification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade`,
    );
    this.addSql(`create type "sms_kind" as enum ('phone_code', 'request_alert', 'donation_reminder')`);
    this.addSql(`create type "sms_status" as enum ('pending', 'sent', 'failed')`);
    this.addSql(
      `create table "sms_message" ("id" uuid not null, "user_id" uuid not null, "kind" "sms_kind" not null, "dedupe_key" text not null, "phone_number" text not null, "body" text not null, "status" "sms_status" not null default 'pending', "attempts" smallint not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, "provider_message_id" text null, "sent_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "sms_message" add constraint "sms_message_dedupe_key_unique" unique ("dedupe_key")`);
    this.addSql(`create index "sms_message_created_at_index" on "sms_message" ("created_at")`);
    this.addSql(`create index "sms_message_user_index" on "sms_message" ("user_id", "created_at")`);
    this.addSql(`create index "sms_message_due_index" on "sms_message" ("next_attempt_at") where status = 'pending'`);
    this.addSql(
      `alter table "sms_message" add constraint "sms_message_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade`,
    );
  }
}
