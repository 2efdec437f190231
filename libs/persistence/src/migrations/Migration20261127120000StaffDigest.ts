import { Migration } from '@mikro-orm/migrations';

/** The staff digests sent, each with the moment up to which it listed new work. */
export class Migration20261127120000StaffDigest extends Migration {
  override name = 'Migration20261127120000StaffDigest';

  override up(): void {
    this.addSql(
      `create table "staff_digest" ("id" uuid not null, "covered_until" timestamptz not null, "items" int not null, "sent_at" timestamptz not null, primary key ("id"))`,
    );
  }
}
