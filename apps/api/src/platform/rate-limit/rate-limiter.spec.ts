import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { TooManyRequestsError } from '@app/domain';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import { RateLimiter } from './rate-limiter.js';

/** The limiter on the migrated table, by itself: the parts the HTTP tests cannot reach without waiting. */
describe('RateLimiter', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let limiter: RateLimiter;
  const rule = { limit: 2, windowSeconds: 600 };

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    limiter = new RateLimiter(pool);
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  /** Ends `key`'s running window now, as the passing of its time would. */
  const endWindow = (key: string) =>
    pool.query(`update rate_limit_counter set expire = $2 where key = $1`, [key, Date.now() - 1]);

  it('refuses past the limit with the wait until the window ends', async () => {
    expect(await limiter.consume('a', rule)).toBe(1);
    expect(await limiter.consume('a', rule)).toBe(2);
    const refusal = await limiter
      .consume('a', rule, { key: 'api:generic.tooManyFromNetwork', params: { minutes: 10 } })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    expect((refusal as TooManyRequestsError).text).toEqual({
      key: 'api:generic.tooManyFromNetwork',
      params: { minutes: 10 },
    });
    expect((refusal as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(590);
    expect((refusal as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('gives a released slot back to its own window only', async () => {
    const kept = await limiter.reserve('b', rule);
    const released = await limiter.reserve('b', rule);
    await released.release();
    expect(await limiter.hits('b')).toBe(1);

    await endWindow('b');
    await limiter.reserve('b', rule);
    await kept.release();
    // The new window keeps its hit: a slot of an ended window buys nothing in the next.
    expect(await limiter.hits('b')).toBe(1);
  });

  it('counts without refusing, forgets on reset, and reports no hits for an ended window', async () => {
    for (let n = 1; n <= 3; n++) expect(await limiter.record('c', 60)).toBe(n);
    await limiter.reset('c');
    expect(await limiter.hits('c')).toBe(0);
    await limiter.record('c', 60);
    await endWindow('c');
    expect(await limiter.hits('c')).toBe(0);
    expect(await limiter.record('c', 60)).toBe(1);
  });
});
