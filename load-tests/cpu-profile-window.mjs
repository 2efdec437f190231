// Preloaded into a benchmarked server (`node --import <this file>?name=<name>`, see profiledWindow in
// bench-processes.mjs): SIGUSR2 starts a CPU profile and the next SIGUSR2 writes it to
// BENCH_CPU_PROF/<name>-<n>.cpuprofile, so a profile holds the measured slices only, not the start-up, the seeding or
// the warm-up (a whole-life profile of a seeded run outgrew the heap). cpu-profile-top.mjs sums several files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

const name = new URL(import.meta.url).searchParams.get('name') ?? String(process.pid);
const dir = process.env.BENCH_CPU_PROF;
const session = new Session();
session.connect();
let profiling = false;
let written = 0;
// Signals that arrive while the one before is being handled wait for it: the toggles stay in order.
let last = Promise.resolve();
process.on('SIGUSR2', () => {
  last = last.then(async () => {
    if (!profiling) {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      profiling = true;
      return;
    }
    const { profile } = await session.post('Profiler.stop');
    profiling = false;
    written += 1;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}-${written}.cpuprofile`), JSON.stringify(profile));
  });
});
