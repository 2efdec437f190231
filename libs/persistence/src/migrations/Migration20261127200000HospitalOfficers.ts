import { Migration } from '@mikro-orm/migrations';

/** Hospital officers and their sessions (see HospitalOfficerEntity). */
export class Migration20261127200000HospitalOfficers extends Migration {
  override name = 'Migration20261127200000HospitalOfficers';

  override up(): void {
    this.addSql(`create type "hospital_officer_role" as enum ('blood_bank_officer', 'nurse_in_charge')`);
    this.addSql(
      `create table "hospital_officer" ("id" uuid not null, "hospital_id" uuid not null, "email" text not null, "name" text not null, "role" "hospital_officer_role" not null, "invited_by_id" uuid not null, "password_hash" text null, "totp_secret" text null, "totp_enrolled_at" timestamptz null, "totp_last_step" bigint null, "recovery_code_hashes" jsonb not null, "password_token_hash" text null, "password_token_expires_at" timestamptz null, "sessions_valid_after" timestamptz not null, "disabled_at" timestamptz null, "last_sign_in_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "hospital_officer" add constraint "hospital_officer_email_unique" unique ("email")`);
    this.addSql(
      `alter table "hospital_officer" add constraint "hospital_officer_password_token_hash_unique" unique ("password_token_hash")`,
    );
    this.addSql(`create index "hospital_officer_hospital_index" on "hospital_officer" ("hospital_id")`);
    this.addSql(
      `alter table "hospital_officer" add constraint "hospital_officer_hospital_id_foreign" foreign key ("hospital_id") references "hospital" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "hospital_officer" add constraint "hospital_officer_invited_by_id_foreign" foreign key ("invited_by_id") references "staff_member" ("id") on delete restrict`,
    );
    this.addSql(
      `create table "hospital_officer_session" ("id" uuid not null, "officer_id" uuid not null, "ip" text not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(
      `create index "hospital_officer_session_officer_index" on "hospital_officer_session" ("officer_id", "expires_at")`,
    );
    this.addSql(
      `alter table "hospital_officer_session" add constraint "hospital_officer_session_officer_id_foreign" foreign key ("officer_id") references "hospital_officer" ("id") on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "hospital_officer_session"`);
    this.addSql(`drop table if exists "hospital_officer"`);
    this.addSql(`drop type if exists "hospital_officer_role"`);
  }
}
