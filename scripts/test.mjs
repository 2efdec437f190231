// `npm test`: the phases in order, each an npm script of its own, stopping at the first that fails; each phase's
// duration is printed as it ends and all of them at the end, so a slow phase is seen.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

const phases = [
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['jest', 'test:backend'],
  ['kafka', 'test:kafka'],
  ['web', 'test:web'],
  ['admin', 'test:admin'],
];

// Marks the web apps' builds made in this run, so the admin phase reuses those of the web phase
// (web-user/e2e/support/stack.ts, buildWebApp).
const env = { ...process.env, TEST_RUN_ID: randomUUID() };
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);
const timings = [];
const summary = () => timings.map(([name, time, outcome]) => `  ${name.padEnd(10)} ${time.padStart(7)} s  ${outcome}`);

for (const [name, script] of phases) {
  const start = performance.now();
  const run = spawnSync('npm', ['run', script], { stdio: 'inherit', env });
  const time = seconds(start);
  const passed = run.status === 0;
  timings.push([name, time, passed ? 'passed' : 'FAILED']);
  process.stdout.write(`\n[test] phase ${name} ${passed ? 'passed' : 'FAILED'} in ${time} s\n\n`);
  if (!passed) {
    process.stdout.write(`[test] phases:\n${summary().join('\n')}\n`);
    process.exit(run.status ?? 1);
  }
}
process.stdout.write(`[test] phases:\n${summary().join('\n')}\n`);
