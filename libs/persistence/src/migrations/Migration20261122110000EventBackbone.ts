import { Migration } from '@mikro-orm/migrations';

/** The consumers' inbox and dead letters, and the projectors' read models: notifications, reminders, stats. */
export class Migration20261122110000EventBackbone extends Migration {
  override name = 'Migration20261122110000EventBackbone';

  override up(): void {
    this.addSql(
      `create table "inbox_message" ("consumer" text not null, "event_id" uuid not null, "seq" bigserial not null, "event_type" text not null, "aggregate_id" text not null, "processed_at" timestamptz not null default now(), primary key ("consumer", "event_id"))`,
    );
    this.addSql(`alter table "inbox_message" add constraint "inbox_message_seq_unique" unique ("seq")`);
    this.addSql(`create index "inbox_message_processed_at_index" on "inbox_message" ("processed_at")`);
    this.addSql(
      `create table "dead_letter" ("id" uuid not null, "consumer" text not null, "event_id" uuid not null, "event_type" text not null, "aggregate_id" text not null, "envelope" jsonb not null, "error" text not null, "attempts" int not null, "created_at" timestamptz not null, "redriven_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "dead_letter_pending_index" on "dead_letter" ("consumer") where redriven_at is null`);
    this.addSql(
      `create table "notification" ("id" uuid not null, "user_id" uuid not null, "title" text not null, "body" text not null, "read" boolean not null default false, "event_id" uuid not null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "notification_user_index" on "notification" ("user_id", "created_at")`);
    this.addSql(`create type "reminder_kind" as enum ('donation', 'donate_again')`);
    this.addSql(
      `create table "reminder" ("id" uuid not null, "user_id" uuid not null, "kind" "reminder_kind" not null, "title" text not null, "description" text not null, "location" text not null, "date" timestamptz not null, "due_notified_at" timestamptz null, "event_id" uuid not null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "reminder_due_index" on "reminder" ("date") where due_notified_at is null`);
    this.addSql(`create index "reminder_user_index" on "reminder" ("user_id", "date")`);
    this.addSql(
      `create table "donor_stats" ("donor_id" uuid not null, "attempted_count" int not null default 0, "confirmed_count" int not null default 0, "updated_at" timestamptz not null, primary key ("donor_id"))`,
    );
    this.addSql(
      `create table "donor_donation" ("match_id" text not null, "donor_id" uuid not null, "request_id" text not null, "donated_on" date not null, primary key ("match_id"))`,
    );
    this.addSql(`create index "donor_donation_donor_index" on "donor_donation" ("donor_id", "donated_on")`);
    this.addSql(
      `create table "donor_badge" ("donor_id" uuid not null, "badge" text not null, "earned_at" timestamptz not null, primary key ("donor_id", "badge"))`,
    );
    this.addSql(
      `create table "platform_fact" ("kind" text not null, "subject_id" text not null, "created_at" timestamptz not null, primary key ("kind", "subject_id"))`,
    );
  }
}
