import { Migration } from '@mikro-orm/migrations';

/**
 * The public board's read model (see PublicNeedSourceEntity), kept by the stats projector. Requests open at the
 * time are copied in, so the board starts from what is open rather than from the next request made.
 */
export class Migration20261128120000PublicNeeds extends Migration {
  override name = 'Migration20261128120000PublicNeeds';

  override up(): void {
    this.addSql(
      `create table "public_need_source" ("kind" text not null, "source_id" text not null, "hospital_id" uuid null, "state_id" int not null, "blood_groups" text[] not null, "units" int not null, "open" boolean not null, "until" timestamptz null, "updated_at" timestamptz not null, primary key ("kind", "source_id"))`,
    );
    this.addSql(
      `create index "public_need_source_open_index" on "public_need_source" ("state_id", "hospital_id") where "open"`,
    );
    this.addSql(
      `insert into "public_need_source" ("kind", "source_id", "hospital_id", "state_id", "blood_groups", "units", "open", "updated_at")
       select 'request', "id"::text, "hospital_id", "state_id", array["blood_group"], "units", true, now()
         from "blood_request" where "status" = 'pending' and "hospital_id" is not null`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "public_need_source"`);
  }
}
