// npm run bench:geo: how long the state lookup (point in state polygons), the place search and the nearest-place
// lookup ("use my location") take, on compiled code.
// A figure to read, not a pass/fail: timings depend on the machine and its load, so tests do not assert them.
import { nearestPlace, searchPlaces, stateAt } from '../dist/libs/geo/src/index.js';

const pointAt = (i) => [4.5 + ((i * 7919) % 9000) / 1000, 3 + ((i * 104729) % 11000) / 1000];
const QUERIES = ['ik', 'ikej', 'port h', 'lag', 'abuja', 'kaduna', 'zz', 'oni', 'gwa', 'benin c'];

/** Runs `call` `count` times after a warm-up (so the JIT has compiled it), five times; µs per call. */
const bench = (name, count, call) => {
  const measure = () => {
    let found = 0;
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i++) if (call(i)) found++;
    return { found, microseconds: Number(process.hrtime.bigint() - start) / 1000 };
  };
  measure();
  const runs = Array.from({ length: 5 }, measure);
  const per = runs.map((run) => run.microseconds / count).sort((a, b) => a - b);
  console.log(
    `${name}: ${count} calls x ${runs.length} runs, ${runs[0].found} found; ` +
      `per call median ${per[2].toFixed(2)} µs, best ${per[0].toFixed(2)} µs, worst ${per.at(-1).toFixed(2)} µs`,
  );
};

bench('stateAt', Number(process.env.BENCH_LOOKUPS ?? 200_000), (i) => stateAt(...pointAt(i)) !== null);
bench(
  'searchPlaces',
  Number(process.env.BENCH_SEARCHES ?? 20_000),
  (i) => searchPlaces(QUERIES[i % QUERIES.length]).length > 0,
);
bench('nearestPlace', Number(process.env.BENCH_REVERSE ?? 20_000), (i) => nearestPlace(...pointAt(i)) !== null);
