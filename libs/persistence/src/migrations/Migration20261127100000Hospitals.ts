import { Migration } from '@mikro-orm/migrations';

/**
 * The hospital registry, and each blood request's hospital. A trigram index on the normalised name and aliases
 * serves the search by name; a GiST index on ll_to_earth serves nearest first (cube and earthdistance are already
 * there for the donor search, pg_trgm since the foundation).
 */
export class Migration20261127100000Hospitals extends Migration {
  override name = 'Migration20261127100000Hospitals';

  override up(): void {
    this.addSql(
      `create type "hospital_kind" as enum ('teaching', 'federal_medical_centre', 'general', 'specialist', 'private', 'primary_care')`,
    );
    this.addSql(`create type "hospital_status" as enum ('listed', 'verified', 'suspended')`);
    this.addSql(`create type "hospital_source" as enum ('registry', 'proposal', 'staff', 'demo')`);
    this.addSql(`create type "hospital_position_source" as enum ('registry', 'town', 'staff')`);
    this.addSql(
      `create table "hospital" ("id" uuid not null, "name" text not null, "aliases" text[] not null default '{}', "search_text" text not null, "kind" "hospital_kind" not null, "address" text null, "town" text null, "lga" text null, "state_id" int not null, "latitude" double precision not null, "longitude" double precision not null, "position_source" "hospital_position_source" not null, "phone" text null, "has_blood_bank" boolean not null default false, "facility_code" text null, "status" "hospital_status" not null default 'listed', "verified_at" timestamptz null, "verified_by_id" uuid null, "suspended_at" timestamptz null, "suspension_reason" text null, "source" "hospital_source" not null, "proposed_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "hospital" add constraint "hospital_facility_code_unique" unique ("facility_code")`);
    this.addSql(
      `alter table "hospital" add constraint "hospital_state_id_foreign" foreign key ("state_id") references "state" ("id")`,
    );
    this.addSql(
      `alter table "hospital" add constraint "hospital_verified_by_id_foreign" foreign key ("verified_by_id") references "staff_member" ("id") on delete set null`,
    );
    this.addSql(
      `alter table "hospital" add constraint "hospital_proposed_by_id_foreign" foreign key ("proposed_by_id") references "app_user" ("id") on delete set null`,
    );
    this.addSql(`create index "hospital_search_text_index" on "hospital" using gin ("search_text" gin_trgm_ops)`);
    this.addSql(
      `create index "hospital_position_index" on "hospital" using gist (ll_to_earth("latitude", "longitude"))`,
    );
    this.addSql(`create index "hospital_state_status_index" on "hospital" ("state_id", "status")`);
    this.addSql(`create index "hospital_status_created_at_index" on "hospital" ("status", "created_at")`);
    this.addSql(`alter table "blood_request" add column "hospital_id" uuid null`);
    this.addSql(
      `alter table "blood_request" add constraint "blood_request_hospital_id_foreign" foreign key ("hospital_id") references "hospital" ("id") on delete set null`,
    );
  }
}
