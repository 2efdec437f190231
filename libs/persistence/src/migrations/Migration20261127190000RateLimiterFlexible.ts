import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit counters in the shape rate-limiter-flexible's PostgreSQL store reads and writes (points, and the
 * window's end in epoch milliseconds), made here rather than by the library at run time. The running windows are
 * dropped: at worst each limit starts afresh once.
 */
export class Migration20261127190000RateLimiterFlexible extends Migration {
  override name = 'Migration20261127190000RateLimiterFlexible';

  override up(): void {
    this.addSql(`drop table "rate_limit_counter"`);
    this.addSql(
      `create table "rate_limit_counter" ("key" text not null, "points" int not null default 0, "expire" bigint null, primary key ("key"))`,
    );
    this.addSql(`create index "rate_limit_counter_expire_index" on "rate_limit_counter" ("expire")`);
  }
}
