import { Migration } from '@mikro-orm/migrations';

/** When a targeted donor first opened a request, and the short link code of the alert's SMS. */
export class Migration20261123063000RequestSeenAndShortLink extends Migration {
  override name = 'Migration20261123063000RequestSeenAndShortLink';

  override up(): void {
    this.addSql(
      `alter table "blood_request_target" add column "seen_at" timestamptz null, add column "link_code" text null`,
    );
    this.addSql(
      `alter table "blood_request_target" add constraint "blood_request_target_link_code_unique" unique ("link_code")`,
    );
  }
}
