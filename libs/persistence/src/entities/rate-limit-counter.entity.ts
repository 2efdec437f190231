import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One rate-limit window's count for one key (e.g. `login:ip:203.0.113.7`), shared by every API instance on the
 * database. Written only by rate-limiter-flexible's PostgreSQL store (one atomic upsert per hit), in its shape:
 * `expire` is the window's end in epoch milliseconds. Ended windows are removed by the retention job.
 */
@Entity({ tableName: 'rate_limit_counter' })
export class RateLimitCounterEntity {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points!: number;

  @Property({ type: 'bigint', nullable: true })
  @Index({ name: 'rate_limit_counter_expire_index' })
  expire?: string | null;
}
