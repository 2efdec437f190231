import { Migration } from '@mikro-orm/migrations';

/** Dead letters that hold later events of their aggregate back, and dead letters given up for good. */
export class Migration20261123034000DeadLetterHolds extends Migration {
  override name = 'Migration20261123034000DeadLetterHolds';

  override up(): void {
    this.addSql(
      `alter table "dead_letter" add column "held_behind" uuid null, add column "discarded_at" timestamptz null`,
    );
  }
}
