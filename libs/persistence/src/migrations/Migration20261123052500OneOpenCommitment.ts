import { Migration } from '@mikro-orm/migrations';

/**
 * One open commitment per donor, kept by the database: a match holds its donor's commitment while it is accepted on
 * an open request, and a partial unique index allows one such match per donor. Existing matches are marked from
 * their state; where a race before this index left a donor with two, the oldest keeps the commitment.
 */
export class Migration20261123052500OneOpenCommitment extends Migration {
  override name = 'Migration20261123052500OneOpenCommitment';

  override up(): void {
    this.addSql(`alter table "donation_match" add "holds_commitment" boolean not null default false`);
    this.addSql(
      `update "donation_match" set "holds_commitment" = true where "id" in (
         select distinct on (m."donor_id") m."id"
           from "donation_match" m join "blood_request" r on r."id" = m."request_id"
          where m."status" = 'accepted' and r."status" in ('pending', 'accepted')
          order by m."donor_id", m."created_at", m."id")`,
    );
    this.addSql(
      `create unique index "donation_match_one_open_commitment" on "donation_match" ("donor_id") where "holds_commitment"`,
    );
  }
}
