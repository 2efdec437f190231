import { Migration } from '@mikro-orm/migrations';

/** Rate-limit counters in the database, so every API instance counts against one limit. */
export class Migration20261123023000RateLimitCounters extends Migration {
  override name = 'Migration20261123023000RateLimitCounters';

  override up(): void {
    this.addSql(
      `create table "rate_limit_counter" ("key" text not null, "hits" int not null, "window_ends_at" timestamptz not null, primary key ("key"))`,
    );
    this.addSql(`create index "rate_limit_counter_window_ends_at_index" on "rate_limit_counter" ("window_ends_at")`);
  }
}
