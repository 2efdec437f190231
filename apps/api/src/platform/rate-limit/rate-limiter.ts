import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError, type MessageRef } from '@app/domain';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** What the limiter needs from the database: pg's `query`, one statement at a time (each is atomic on its own). */
export interface SqlClient {
  query(statement: {
    name?: string;
    text: string;
    values?: unknown[];
  }): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/**
 * A refusal's message by catalogue key, with the rule's window as `{{minutes}}` and `{{hours}}` (rounded up) for the
 * sentence that names either.
 */
export const refusalMessage = (key: string, rule: RateRule): MessageRef => ({
  key,
  params: { minutes: Math.ceil(rule.windowSeconds / 60), hours: Math.ceil(rule.windowSeconds / 3600) },
});

/** The refusal's message unless the caller gives its own. */
const DEFAULT_MESSAGE: MessageRef = { key: 'api:generic.tooManyRequests' };
const TABLE = 'rate_limit_counter';

/**
 * Gives one slot back to the window it was taken from. rate-limiter-flexible's `reward` would write -1 into a window
 * started since, a free attempt for whoever fills it. The reserved window ends at most a window after the slot was
 * taken; one started after that ends later, and is left alone.
 */
const RELEASE_SLOT = `update ${TABLE} set points = greatest(points - 1, 0) where key = $1 and expire <= $2`;

/**
 * Fixed-window counters kept in PostgreSQL by rate-limiter-flexible's store (one atomic upsert per hit, table made by
 * a migration), so any number of API instances on one database enforce one limit together. Windows are timed by the
 * API's clock, as the library does: instances keep their clocks in step (NTP).
 */
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(private readonly client: SqlClient) {}

  /**
   * Counts a hit for `key`; refuses with 429 and the wait once the rule's limit is already reached. Returns the hits
   * in the window so far, this one included (each count is seen by exactly one caller, however many arrive at once).
   */
  async consume(key: string, rule: RateRule, message: MessageRef = DEFAULT_MESSAGE): Promise<number> {
    try {
      return (await this.limiterFor(rule).consume(key)).consumedPoints;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw new TooManyRequestsError(message, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }

  /**
   * Reserves a slot of a "failed attempts" rule before the attempt is checked, and refuses with 429 when none is
   * left. The caller releases the slot when the attempt succeeds (only its own slot: an owner signing in during an
   * attack gives no fresh budget to the attacker); a failed attempt keeps it, so it counts.
   */
  async reserve(
    key: string,
    rule: RateRule,
    message: MessageRef = DEFAULT_MESSAGE,
  ): Promise<{ release(): Promise<void> }> {
    await this.consume(key, rule, message);
    const latestEnd = Date.now() + rule.windowSeconds * 1000;
    return {
      release: async () => {
        await this.client.query({ text: RELEASE_SLOT, values: [key, latestEnd] });
      },
    };
  }

  /** Counts a hit for `key` in a window of `windowSeconds` and answers the window's hits so far, never refusing. */
  record(key: string, windowSeconds: number): Promise<number> {
    return this.consume(key, { limit: Number.MAX_SAFE_INTEGER, windowSeconds });
  }

  /** The hits in `key`'s current window (0 when none is running). */
  async hits(key: string): Promise<number> {
    const window = await this.limiterFor({ limit: Number.MAX_SAFE_INTEGER, windowSeconds: 0 }).get(key);
    return window?.consumedPoints ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.limiterFor({ limit: Number.MAX_SAFE_INTEGER, windowSeconds: 0 }).delete(key);
  }

  /** The library's limiter for a rule (its limit and window are fixed at construction); a handful of rules in all. */
  private limiterFor(rule: RateRule): RateLimiterPostgres {
    const id = `${rule.limit}/${rule.windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.client,
        storeType: 'client',
        tableName: TABLE,
        // The table is the migrations' (Migration20261127190000RateLimiterFlexible); ended windows go with the
        // retention job rather than a timer per limiter.
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: '',
        points: rule.limit,
        duration: rule.windowSeconds,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
