import { TooManyRequestsError } from '@app/domain';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** What the limiter needs from the database: one statement at a time (each is atomic on its own). */
export interface SqlConnection {
  execute<T>(sql: string, params: unknown[]): Promise<T>;
}

const DEFAULT_MESSAGE = 'Too many requests, please try again later';

/**
 * A hit in the key's current window, atomically: a window that has ended starts again at 1. The database's clock
 * decides, so instances with skewed clocks still share one window.
 */
const COUNT_HIT = `insert into rate_limit_counter as counter (key, hits, window_ends_at)
  values (?, 1, now() + make_interval(secs => ?))
  on conflict (key) do update set
    hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
    window_ends_at = case when counter.window_ends_at <= now() then excluded.window_ends_at else counter.window_ends_at end
  returning hits, ceil(extract(epoch from window_ends_at - now()))::int as retry_after`;

const CURRENT_WINDOW = `select hits, ceil(extract(epoch from window_ends_at - now()))::int as retry_after
  from rate_limit_counter where key = ? and window_ends_at > now()`;

/**
 * Takes one of the rule's slots for an attempt, atomically: the conditional upsert locks the key's row, so however
 * many attempts arrive at once, at most `limit` of them get a slot in a window. No row back: the limit is reached.
 */
const RESERVE_SLOT = `insert into rate_limit_counter as counter (key, hits, window_ends_at)
  values (?, 1, now() + make_interval(secs => ?))
  on conflict (key) do update set
    hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
    window_ends_at = case when counter.window_ends_at <= now() then excluded.window_ends_at else counter.window_ends_at end
  where counter.window_ends_at <= now() or counter.hits < ?
  returning window_ends_at::text as window_ends_at`;

/**
 * Gives one slot back to the window it was taken from (a window that has ended since is left alone). The window's
 * end travels as text: a JS Date would drop its microseconds and never match.
 */
const RELEASE_SLOT = `update rate_limit_counter set hits = greatest(hits - 1, 0)
  where key = ? and window_ends_at = ?::timestamptz`;

/** Windows ended a day ago are gone; a day is longer than any configured window is expected to be. */
const PRUNE = `delete from rate_limit_counter where window_ends_at < now() - interval '1 day'`;
const PRUNE_EVERY_HITS = 1000;

interface Window {
  hits: number;
  retry_after: number;
}

/**
 * Fixed-window counters kept in PostgreSQL (`rate_limit_counter`), so any number of API instances on one database
 * enforce one limit together. One upsert per hit: no read-then-write race between instances.
 */
export class RateLimiter {
  private hitsSincePrune = 0;

  constructor(private readonly connection: SqlConnection) {}

  /**
   * Counts a hit for `key`; refuses with 429 and the wait once the rule's limit is already reached. Returns the hits
   * in the window so far, this one included (each count is seen by exactly one caller, however many arrive at once).
   */
  async consume(key: string, rule: RateRule, message = DEFAULT_MESSAGE): Promise<number> {
    const window = await this.count(key, rule);
    if (window.hits > rule.limit) throw new TooManyRequestsError(message, Math.max(1, window.retry_after));
    return window.hits;
  }

  /**
   * Reserves a slot of a "failed attempts" rule before the attempt is checked, and refuses with 429 when none is
   * left. The caller releases the slot when the attempt succeeds (only its own slot: an owner signing in during an
   * attack gives no fresh budget to the attacker); a failed attempt keeps it, so it counts.
   */
  async reserve(key: string, rule: RateRule, message = DEFAULT_MESSAGE): Promise<{ release(): Promise<void> }> {
    const [slot] = await this.connection.execute<{ window_ends_at: string }[]>(RESERVE_SLOT, [
      key,
      rule.windowSeconds,
      rule.limit,
    ]);
    if (!slot) {
      const [window] = await this.connection.execute<Window[]>(CURRENT_WINDOW, [key]);
      throw new TooManyRequestsError(message, Math.max(1, window?.retry_after ?? 1));
    }
    return {
      release: async () => {
        await this.connection.execute(RELEASE_SLOT, [key, slot.window_ends_at]);
      },
    };
  }

  /** Counts a hit for `key` in a window of `windowSeconds` and answers the window's hits so far, never refusing. */
  async record(key: string, windowSeconds: number): Promise<number> {
    return (await this.count(key, { limit: Number.MAX_SAFE_INTEGER, windowSeconds })).hits;
  }

  /** The hits in `key`'s current window (0 when none is running). */
  async hits(key: string): Promise<number> {
    const [window] = await this.connection.execute<Window[]>(CURRENT_WINDOW, [key]);
    return window?.hits ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.connection.execute(`delete from rate_limit_counter where key = ?`, [key]);
  }

  private async count(key: string, rule: RateRule): Promise<Window> {
    const [window] = await this.connection.execute<Window[]>(COUNT_HIT, [key, rule.windowSeconds]);
    if (++this.hitsSincePrune >= PRUNE_EVERY_HITS) {
      this.hitsSincePrune = 0;
      await this.connection.execute(PRUNE, []);
    }
    return window!;
  }
}
