import { Migration } from '@mikro-orm/migrations';

/** Urgent appeals, the donors each reached (once per appeal) and their "I'm coming" responses. */
export class Migration20261128110000Appeals extends Migration {
  override name = 'Migration20261128110000Appeals';

  override up(): void {
    this.addSql(
      `create table "appeal" ("id" uuid not null, "hospital_id" uuid not null, "state_id" int not null, "blood_groups" text[] not null, "compatible_with" text null, "area_kind" text not null, "area_lgas" text[] not null default '{}', "area_radius_km" double precision null, "units_wanted" int not null, "per_hour" int not null, "margin_percent" int not null, "until" timestamptz not null, "reason" text not null, "status" text not null default 'running', "ended_reason" text null, "ended_at" timestamptz null, "coming_count" int not null default 0, "raised_by_staff_id" uuid null, "raised_by_officer_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "appeal_hospital_created_at_index" on "appeal" ("hospital_id", "created_at")`);
    this.addSql(`create index "appeal_status_until_index" on "appeal" ("status", "until")`);
    this.addSql(
      `create table "appeal_response" ("id" uuid not null, "appeal_id" uuid not null, "donor_id" uuid not null, "slot_start" timestamptz not null, "donor_code" text not null, "status" text not null default 'coming', "cancelled_at" timestamptz null, "donated_at" timestamptz null, "recorded_by_officer_id" uuid null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(
      `alter table "appeal_response" add constraint "appeal_response_donor_code_unique" unique ("donor_code")`,
    );
    this.addSql(`create index "appeal_response_donor_index" on "appeal_response" ("donor_id")`);
    this.addSql(`create index "appeal_response_appeal_slot_index" on "appeal_response" ("appeal_id", "slot_start")`);
    this.addSql(
      `create unique index "appeal_response_one_per_donor" on "appeal_response" ("appeal_id", "donor_id") where "status" <> 'cancelled'`,
    );
    this.addSql(
      `create table "appeal_recipient" ("appeal_id" uuid not null, "donor_id" uuid not null, "reached_at" timestamptz not null, "sms_queued_at" timestamptz null, primary key ("appeal_id", "donor_id"))`,
    );
    this.addSql(`create index "appeal_recipient_donor_index" on "appeal_recipient" ("donor_id", "reached_at")`);
    this.addSql(
      `alter table "appeal" add constraint "appeal_hospital_id_foreign" foreign key ("hospital_id") references "hospital" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "appeal" add constraint "appeal_state_id_foreign" foreign key ("state_id") references "state" ("id")`,
    );
    this.addSql(
      `alter table "appeal_response" add constraint "appeal_response_appeal_id_foreign" foreign key ("appeal_id") references "appeal" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "appeal_response" add constraint "appeal_response_donor_id_foreign" foreign key ("donor_id") references "app_user" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "appeal_recipient" add constraint "appeal_recipient_appeal_id_foreign" foreign key ("appeal_id") references "appeal" ("id") on update cascade on delete cascade`,
    );
    this.addSql(
      `alter table "appeal_recipient" add constraint "appeal_recipient_donor_id_foreign" foreign key ("donor_id") references "app_user" ("id") on update cascade on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "appeal_recipient"`);
    this.addSql(`drop table if exists "appeal_response"`);
    this.addSql(`drop table if exists "appeal"`);
  }
}
