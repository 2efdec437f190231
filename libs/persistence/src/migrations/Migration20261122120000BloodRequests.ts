import { Migration } from '@mikro-orm/migrations';
import { DONOR_LOCATION_INDEXES } from '../entities/blood-request.entity.js';

/**
 * Blood requests, the donors each one targeted, matches, declines and feedback; and the spatial indexes the
 * targeted search walks: one GiST index on ll_to_earth(latitude, longitude) per blood group, over onboarded, active
 * users only, so a search reads the nearest donors of one group first (KNN) and never scans the table.
 */
export class Migration20261122120000BloodRequests extends Migration {
  override name = 'Migration20261122120000BloodRequests';

  override up(): void {
    this.addSql(`create type "blood_request_recipient" as enum ('self', 'others')`);
    this.addSql(`create type "donation_match_status" as enum ('accepted', 'confirmed', 'no_show')`);
    this.addSql(`create type "feedback_type" as enum ('Donor', 'Recipient')`);
    this.addSql(`create type "feedback_status" as enum ('received', 'flagged', 'reviewed')`);
    this.addSql(
      `create table "blood_request" ("id" uuid not null, "requester_id" uuid not null, "recipient" "blood_request_recipient" not null, "first_name" text not null, "last_name" text not null, "phone_number" text null, "gender" text not null, "blood_group" text not null, "reason_id" int null, "reason_text" text null, "units" smallint not null, "needed_at" timestamptz not null, "hospital" text not null, "physician" text not null, "state_id" int not null, "latitude" double precision not null, "longitude" double precision not null, "status" text not null default 'pending', "matched_count" smallint not null default 0, "search_wave" smallint not null default 0, "search_radius_km" double precision null, "next_wave_at" timestamptz null, "expired_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "blood_request_status_needed_at_index" on "blood_request" ("status", "needed_at")`);
    this.addSql(`create index "blood_request_next_wave_index" on "blood_request" ("status", "next_wave_at")`);
    this.addSql(`create index "blood_request_requester_index" on "blood_request" ("requester_id", "created_at")`);
    this.addSql(
      `create table "request_decline" ("id" uuid not null, "request_id" uuid not null, "donor_id" uuid not null, "reason_id" int null, "decline_reason" text null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "request_decline_donor_index" on "request_decline" ("donor_id", "created_at")`);
    this.addSql(
      `alter table "request_decline" add constraint "request_decline_request_donor_unique" unique ("request_id", "donor_id")`,
    );
    this.addSql(
      `create table "donation_match" ("id" uuid not null, "request_id" uuid not null, "donor_id" uuid not null, "status" "donation_match_status" not null default 'accepted', "attempted_at" timestamptz null, "confirmed_at" timestamptz null, "donated_on" date null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "donation_match_donor_index" on "donation_match" ("donor_id", "status")`);
    this.addSql(
      `alter table "donation_match" add constraint "donation_match_request_donor_unique" unique ("request_id", "donor_id")`,
    );
    this.addSql(
      `create table "feedback" ("id" uuid not null, "author_id" uuid not null, "type" "feedback_type" not null, "request_id" uuid not null, "match_id" uuid null, "name" text null, "hospital" text null, "description" text not null, "outcome" text null, "status" "feedback_status" not null default 'received', "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "feedback_status_index" on "feedback" ("status", "created_at")`);
    this.addSql(`create index "feedback_request_index" on "feedback" ("request_id", "author_id")`);
    this.addSql(`create index "feedback_author_index" on "feedback" ("author_id", "type", "created_at")`);
    this.addSql(
      `create table "blood_request_target" ("request_id" uuid not null, "donor_id" uuid not null, "wave" smallint not null, "radius_km" double precision null, "distance_km" double precision not null, "targeted_at" timestamptz not null, primary key ("request_id", "donor_id"))`,
    );
    this.addSql(
      `create index "blood_request_target_donor_index" on "blood_request_target" ("donor_id", "targeted_at")`,
    );
    this.addSql(
      `alter table "blood_request" add constraint "blood_request_requester_id_foreign" foreign key ("requester_id") references "app_user" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "blood_request" add constraint "blood_request_reason_id_foreign" foreign key ("reason_id") references "reason" ("id") on delete set null`,
    );
    this.addSql(
      `alter table "blood_request" add constraint "blood_request_state_id_foreign" foreign key ("state_id") references "state" ("id")`,
    );
    this.addSql(
      `alter table "request_decline" add constraint "request_decline_request_id_foreign" foreign key ("request_id") references "blood_request" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "request_decline" add constraint "request_decline_donor_id_foreign" foreign key ("donor_id") references "app_user" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "request_decline" add constraint "request_decline_reason_id_foreign" foreign key ("reason_id") references "reason" ("id") on delete set null`,
    );
    this.addSql(
      `alter table "donation_match" add constraint "donation_match_request_id_foreign" foreign key ("request_id") references "blood_request" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "donation_match" add constraint "donation_match_donor_id_foreign" foreign key ("donor_id") references "app_user" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "feedback" add constraint "feedback_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "feedback" add constraint "feedback_request_id_foreign" foreign key ("request_id") references "blood_request" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "feedback" add constraint "feedback_match_id_foreign" foreign key ("match_id") references "donation_match" ("id") on delete set null`,
    );
    this.addSql(
      `alter table "blood_request_target" add constraint "blood_request_target_request_id_foreign" foreign key ("request_id") references "blood_request" ("id") on update cascade on delete cascade`,
    );
    this.addSql(
      `alter table "blood_request_target" add constraint "blood_request_target_donor_id_foreign" foreign key ("donor_id") references "app_user" ("id") on update cascade on delete cascade`,
    );
    for (const index of DONOR_LOCATION_INDEXES) this.addSql(index.sql);
  }
}
