import { TooManyRequestsError } from '@app/domain';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Sliding-log limiter kept in memory. One API instance per database is the supported shape today;
 * several instances would each allow the limit (a shared store would be the change then).
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private sweeps = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a hit for `key`; refuses with 429 and the wait when the rule's limit is already reached. */
  consume(key: string, rule: RateRule, message = 'Too many requests, please try again later'): void {
    this.assertAllowed(key, rule, message);
    this.record(key, rule);
  }

  /** Refuses when the limit is reached, without counting (for "failed attempts" rules). */
  assertAllowed(key: string, rule: RateRule, message = 'Too many requests, please try again later'): void {
    const recent = this.recent(key, rule);
    if (recent.length >= rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((recent[0]! + rule.windowSeconds * 1000 - this.now()) / 1000));
      throw new TooManyRequestsError(message, retryAfter);
    }
  }

  record(key: string, rule: RateRule): void {
    const recent = this.recent(key, rule);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (++this.sweeps % 1000 === 0) this.sweep();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, rule: RateRule): number[] {
    const since = this.now() - rule.windowSeconds * 1000;
    return (this.hits.get(key) ?? []).filter((time) => time > since);
  }

  /** Forgets keys idle for a day, longer than any configured window is expected to be. */
  private sweep(): void {
    const since = this.now() - 24 * 3600 * 1000;
    for (const [key, times] of this.hits) if ((times.at(-1) ?? 0) <= since) this.hits.delete(key);
  }
}
