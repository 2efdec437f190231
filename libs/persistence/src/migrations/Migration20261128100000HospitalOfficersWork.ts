import { Migration } from '@mikro-orm/migrations';

/**
 * What hospital officers do: each accepted match gets the code its donor gives at the blood bank (matches accepted
 * before have none), who confirmed a donation and when a donor was reported absent, and a request's confirmation
 * as genuine by an officer of its hospital, and why an officer closed it.
 */
export class Migration20261128100000HospitalOfficersWork extends Migration {
  override name = 'Migration20261128100000HospitalOfficersWork';

  override up(): void {
    this.addSql(`create type "donation_confirmed_by" as enum ('recipient', 'hospital')`);
    this.addSql(
      `alter table "donation_match" add column "donor_code" text null, add column "confirmed_by" "donation_confirmed_by" null, add column "no_show_at" timestamptz null`,
    );
    this.addSql(`alter table "donation_match" add constraint "donation_match_donor_code_unique" unique ("donor_code")`);
    // Every donation confirmed so far was confirmed by its recipient.
    this.addSql(`update "donation_match" set "confirmed_by" = 'recipient' where "status" = 'confirmed'`);
    this.addSql(
      `alter table "blood_request" add column "genuine_confirmed_at" timestamptz null, add column "genuine_confirmed_by_id" uuid null, add column "close_reason" text null`,
    );
    this.addSql(
      `alter table "blood_request" add constraint "blood_request_genuine_confirmed_by_id_foreign" foreign key ("genuine_confirmed_by_id") references "hospital_officer" ("id") on delete set null`,
    );
  }

  override down(): void {
    this.addSql(`alter table "blood_request" drop constraint "blood_request_genuine_confirmed_by_id_foreign"`);
    this.addSql(
      `alter table "blood_request" drop column "genuine_confirmed_at", drop column "genuine_confirmed_by_id", drop column "close_reason"`,
    );
    this.addSql(
      `alter table "donation_match" drop column "donor_code", drop column "confirmed_by", drop column "no_show_at"`,
    );
    this.addSql(`drop type if exists "donation_confirmed_by"`);
  }
}
