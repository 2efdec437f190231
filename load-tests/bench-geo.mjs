// npm run bench:geo: how long the state lookup (point in state polygons) takes, on compiled code.
// A figure to read, not a pass/fail: timings depend on the machine and its load, so tests do not assert them.
import { stateAt } from '../dist/libs/geo/src/index.js';

const lookups = Number(process.env.BENCH_LOOKUPS ?? 200_000);
const pointAt = (i) => [4.5 + ((i * 7919) % 9000) / 1000, 3 + ((i * 104729) % 11000) / 1000];

const measure = () => {
  let found = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < lookups; i++) if (stateAt(...pointAt(i)) !== null) found++;
  return { found, microseconds: Number(process.hrtime.bigint() - start) / 1000 };
};

measure(); // warm-up: let the JIT compile the polygon walk first
const runs = Array.from({ length: 5 }, measure);
const perLookup = runs.map((run) => run.microseconds / lookups).sort((a, b) => a - b);
console.log(
  `stateAt: ${lookups} lookups x ${runs.length} runs, ${runs[0].found} inside a state; ` +
    `per lookup median ${perLookup[2].toFixed(2)} µs, best ${perLookup[0].toFixed(2)} µs, worst ${perLookup.at(-1).toFixed(2)} µs`,
);
