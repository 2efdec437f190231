import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts, their sessions and the append-only audit log; the moderation fields the console writes; the
 * report and partnership statuses renamed to the staff workflows (open → investigating → resolved | dismissed,
 * new → contacted → agreed | declined).
 */
export class Migration20261123023000StaffConsole extends Migration {
  override name = 'Migration20261123023000StaffConsole';

  override up(): void {
    this.addSql(`create type "staff_role" as enum ('admin', 'moderator')`);
    this.addSql(`create type "feedback_moderation_status" as enum ('open', 'investigating', 'resolved', 'dismissed')`);

    this.addSql(
      `create table "staff_member" ("id" uuid not null, "email" text not null, "name" text not null, "role" "staff_role" not null, "password_hash" text null, "totp_secret" text null, "totp_enrolled_at" timestamptz null, "totp_last_step" bigint null, "recovery_code_hashes" jsonb not null, "password_token_hash" text null, "password_token_expires_at" timestamptz null, "sessions_valid_after" timestamptz not null, "disabled_at" timestamptz null, "last_sign_in_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "staff_member" add constraint "staff_member_email_unique" unique ("email")`);
    this.addSql(
      `alter table "staff_member" add constraint "staff_member_password_token_hash_unique" unique ("password_token_hash")`,
    );

    this.addSql(
      `create table "staff_session" ("id" uuid not null, "staff_id" uuid not null, "ip" text not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "staff_session_staff_index" on "staff_session" ("staff_id", "expires_at")`);
    this.addSql(
      `alter table "staff_session" add constraint "staff_session_staff_id_foreign" foreign key ("staff_id") references "staff_member" ("id") on delete cascade`,
    );

    this.addSql(
      `create table "audit_log" ("id" uuid not null, "actor_id" uuid not null, "actor_email" text not null, "action" text not null, "resource" text not null, "record_id" text not null, "before" jsonb null, "after" jsonb null, "ip" text not null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "audit_log_actor_index" on "audit_log" ("actor_id", "created_at")`);
    this.addSql(`create index "audit_log_record_index" on "audit_log" ("resource", "record_id")`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at")`);
    // The log is evidence: not even a bug or a hand-typed statement may rewrite it (declared on AuditLogEntity).
    this.addSql(
      `create or replace function "audit_log_audit_log_no_update_or_delete_fn"() returns trigger as $$ begin raise exception 'audit_log is append-only'; end; $$ language plpgsql`,
    );
    this.addSql(
      `create trigger "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE on "audit_log" for each ROW execute function "audit_log_audit_log_no_update_or_delete_fn"()`,
    );
    this.addSql(
      `create or replace function "audit_log_audit_log_no_truncate_fn"() returns trigger as $$ begin raise exception 'audit_log is append-only'; end; $$ language plpgsql`,
    );
    this.addSql(
      `create trigger "audit_log_no_truncate" BEFORE TRUNCATE on "audit_log" for each STATEMENT execute function "audit_log_audit_log_no_truncate_fn"()`,
    );

    this.addSql(`alter type "abuse_report_status" rename value 'new' to 'open'`);
    this.addSql(`alter type "abuse_report_status" rename value 'reviewing' to 'investigating'`);
    this.addSql(`alter table "abuse_report" alter column "status" set default 'open'`);
    this.addSql(`alter table "abuse_report" add "reported_user_id" uuid null, add "staff_note" text null`);
    this.addSql(
      `alter table "abuse_report" add constraint "abuse_report_reported_user_id_foreign" foreign key ("reported_user_id") references "app_user" ("id") on delete set null`,
    );
    this.addSql(`create index "abuse_report_reported_user_id_index" on "abuse_report" ("reported_user_id")`);

    this.addSql(`alter type "partnership_message_status" rename value 'closed' to 'agreed'`);
    this.addSql(`alter type "partnership_message_status" add value if not exists 'declined' after 'agreed'`);
    this.addSql(`alter table "partnership_message" add "notes" text null`);

    this.addSql(
      `alter table "advocate_application" add "decision_message" text null, add "decided_at" timestamptz null`,
    );
    this.addSql(`alter table "article" add "published_at" timestamptz null`);
    this.addSql(`update "article" set "published_at" = "created_at" where "status" = 'published'`);
    this.addSql(`alter table "donation" add "crypto_transaction_hash" text null`);
    this.addSql(`alter table "testimonial" add "moderation_note" text null`);
    this.addSql(
      `alter table "feedback" add "moderation_status" "feedback_moderation_status" not null default 'open', add "staff_note" text null, add "reviewed_at" timestamptz null`,
    );
  }
}
