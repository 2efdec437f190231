import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One rate-limit window's count for one key (e.g. `login:ip:203.0.113.7`), shared by every API instance on the
 * database. Written only by the API's rate limiter with one atomic upsert per hit; expired rows are pruned.
 */
@Entity({ tableName: 'rate_limit_counter' })
export class RateLimitCounterEntity {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'integer' })
  hits!: number;

  @Property({ type: 'timestamptz' })
  @Index({ name: 'rate_limit_counter_window_ends_at_index' })
  windowEndsAt!: Date;
}
