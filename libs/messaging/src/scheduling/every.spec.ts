import { afterEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@app/testing';
import { scheduleEvery, stopScheduledJobs } from './every.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for `check` (generously: the machine may be busy running other suites). */
const until = (check: () => boolean) => waitFor(check, 10_000, 'the job', 10);

describe('scheduleEvery', () => {
  const timers = new Map<string, NodeJS.Timeout>();
  const registry = { addInterval: (name: string, timer: NodeJS.Timeout) => void timers.set(name, timer) };
  afterEach(() => {
    for (const timer of timers.values()) clearInterval(timer);
    timers.clear();
  });

  it('registers its timer under the name and runs the job again and again', async () => {
    let runs = 0;
    scheduleEvery(
      registry,
      'count',
      10,
      async () => void (runs += 1),
      () => undefined,
    );
    expect([...timers.keys()]).toEqual(['count']);
    await until(() => runs >= 3);
  });

  it('never starts a run while the previous one is still going', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    scheduleEvery(
      registry,
      'slow',
      5,
      async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(40);
        running -= 1;
        runs += 1;
      },
      () => undefined,
    );
    await until(() => runs >= 3);
    expect(most).toBe(1);
  });

  it('reports a failure with the job name and keeps the schedule', async () => {
    const failures: string[] = [];
    let runs = 0;
    scheduleEvery(
      registry,
      'flaky',
      10,
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
      (message) => failures.push(message),
    );
    await until(() => runs >= 3);
    expect(failures).toEqual(['flaky failed: database away']);
  });

  it('stops on shutdown only once the run in progress has finished, and runs no more', async () => {
    let runs = 0;
    let finished = 0;
    scheduleEvery(
      registry,
      'slow-commit',
      5,
      async () => {
        runs += 1;
        await sleep(50);
        finished += 1;
      },
      () => undefined,
    );
    await until(() => runs === 1);
    await stopScheduledJobs(registry);
    expect(finished).toBe(1);
    await sleep(30);
    expect(runs).toBe(1);
  });
});
