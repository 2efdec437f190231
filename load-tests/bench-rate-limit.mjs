// npm run bench:rate-limit: the cost of one rate-limit hit on a real (embedded) PostgreSQL, the hand-written
// fixed-window upsert the API used before against rate-limiter-flexible's RateLimiterPostgres as the API now uses it.
// A figure to read, not a pass/fail: timings depend on the machine and its load, so tests do not assert them.
import pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import startPostgres from '../libs/testing/src/database/jest-global-setup.mjs';
import stopPostgres from '../libs/testing/src/database/jest-global-teardown.mjs';

const HITS = Number(process.env.BENCH_HITS ?? 5000);
const KEYS = 200;
const CONCURRENCY = 10;
const RUNS = 7;

/** The statement of the limiter written in the project before rate-limiter-flexible, kept here as the baseline. */
const OLD_COUNT_HIT = `insert into old_rate_limit_counter as counter (key, hits, window_ends_at)
  values ($1, 1, now() + make_interval(secs => $2))
  on conflict (key) do update set
    hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
    window_ends_at = case when counter.window_ends_at <= now() then excluded.window_ends_at else counter.window_ends_at end
  returning hits, ceil(extract(epoch from window_ends_at - now()))::int as retry_after`;

// The tests' embedded PostgreSQL (its settings: fsync off, so a hit's cost is its statement, not the disk's flush).
await startPostgres();
const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_ADMIN_URL, max: CONCURRENCY });
// Stopping the server ends the pool's idle connections from its side: not a fault of the run.
pool.on('error', () => undefined);

try {
  await pool.query(
    `create table old_rate_limit_counter (key text primary key, hits int not null, window_ends_at timestamptz not null)`,
  );
  // The shape the migration gives the table the API uses.
  await pool.query(
    `create table rate_limit_counter (key text primary key, points int not null default 0, expire bigint)`,
  );
  // As the API's limiter makes it (apps/api/src/platform/rate-limit/rate-limiter.ts).
  const limiterOn = (storeClient) =>
    new RateLimiterPostgres({
      storeClient,
      storeType: 'client',
      tableName: 'rate_limit_counter',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: '',
      points: Number.MAX_SAFE_INTEGER,
      duration: 600,
    });
  // On the pool the library's statements are prepared (named); in a caller's transaction they go unnamed.
  const prepared = limiterOn(pool);
  const unnamed = limiterOn({ query: ({ text, values }) => pool.query(text, values) });

  const variants = {
    'hand-written upsert': (i) => pool.query(OLD_COUNT_HIT, [`bench:${i % KEYS}`, 600]),
    'rate-limiter-flexible': (i) => prepared.consume(`bench:${i % KEYS}`),
    'rate-limiter-flexible, unnamed statements': (i) => unnamed.consume(`bench:${i % KEYS}`),
  };

  /** `HITS` hits, one at a time or `CONCURRENCY` at once; µs per hit. */
  const measure = async (hit, concurrency) => {
    let next = 0;
    const start = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < HITS) await hit(next++);
      }),
    );
    return Number(process.hrtime.bigint() - start) / 1000 / HITS;
  };

  // The variants take turns, run by run, so a change in the machine's load falls on each alike.
  for (const concurrency of [1, CONCURRENCY]) {
    const runs = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
    for (const hit of Object.values(variants)) await measure(hit, concurrency);
    for (let run = 0; run < RUNS; run++) {
      for (const [name, hit] of Object.entries(variants)) runs[name].push(await measure(hit, concurrency));
    }
    for (const [name, times] of Object.entries(runs)) {
      times.sort((a, b) => a - b);
      console.log(
        `${name}, ${concurrency} at once: ${HITS} hits x ${RUNS} runs over ${KEYS} keys; per hit ` +
          `median ${times[Math.floor(RUNS / 2)].toFixed(1)} µs, best ${times[0].toFixed(1)} µs, ` +
          `worst ${times.at(-1).toFixed(1)} µs`,
      );
    }
  }
} finally {
  await pool.query(`drop table if exists old_rate_limit_counter, rate_limit_counter`);
  await pool.end();
  await stopPostgres();
}
