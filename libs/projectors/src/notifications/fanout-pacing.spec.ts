import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { BackgroundQueue, BatchPacer } from './fanout-pacing.js';

describe('the fan-out push queue', () => {
  it('runs at most its concurrency at once, every task, and settles once all are done, failed ones included', async () => {
    const failures: unknown[] = [];
    const queue = new BackgroundQueue(3, (error) => failures.push(error));
    let running = 0;
    let mostAtOnce = 0;
    const done: number[] = [];
    const task = (index: number) => async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (index === 4) throw new Error('push service down');
      done.push(index);
    };
    await queue.settled();
    queue.add(Array.from({ length: 10 }, (_, index) => task(index)));
    queue.add([task(10)]);
    await queue.settled();
    expect(mostAtOnce).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10]);
    expect(failures).toHaveLength(1);
  });

  it('lets I/O that is due in before it starts the next task', async () => {
    const queue = new BackgroundQueue(1);
    const order: string[] = [];
    queue.add([
      async () => {
        order.push('first push');
        // A request arriving while the first push is under way: its callback is due before the second push starts.
        setImmediate(() => order.push('request'));
      },
      async () => {
        order.push('second push');
      },
    ]);
    await queue.settled();
    expect(order).toEqual(['first push', 'request', 'second push']);
  });
});

describe('the fan-out push queue with a rate', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts at most its number a second, however many could run at once', async () => {
    jest.useFakeTimers();
    const queue = new BackgroundQueue(100, undefined, 10);
    let started = 0;
    queue.add(Array.from({ length: 25 }, () => async () => void (started += 1)));
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toBe(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(started).toBe(10);
    await jest.advanceTimersByTimeAsync(1500);
    expect(started).toBe(25);
    await queue.settled();
  });
});

describe('the fan-out batch pacer', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  /** Work that takes `ms` of the pacer's clock. */
  const clock = { now: 0 };
  const taking = (ms: number, log: string[], name: string) => async () => {
    log.push(`${name} started`);
    clock.now += ms;
    return name;
  };
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('runs one batch per lane and lets the next take the lane only once its rest (a share of the batch) is over', async () => {
    jest.useFakeTimers();
    clock.now = 0;
    const pacer = new BatchPacer(1, 50, () => clock.now);
    const log: string[] = [];
    const first = pacer.run(taking(200, log, 'first'));
    const second = pacer.run(taking(200, log, 'second'));
    expect(await first).toBe('first');
    await flush();
    expect(log).toEqual(['first started']);
    jest.advanceTimersByTime(99);
    await flush();
    expect(log).toEqual(['first started']);
    jest.advanceTimersByTime(1);
    expect(await second).toBe('second');
    expect(log).toEqual(['first started', 'second started']);
  });

  it('runs as many batches side by side as it has lanes, and frees a lane whose batch failed', async () => {
    jest.useFakeTimers();
    clock.now = 0;
    const pacer = new BatchPacer(2, 0, () => clock.now);
    const log: string[] = [];
    const failing = pacer.run(async () => {
      log.push('failing started');
      await Promise.resolve();
      throw new Error('deadlock detected');
    });
    const other = pacer.run(taking(10, log, 'other'));
    const third = pacer.run(taking(10, log, 'third'));
    await flush();
    expect(log.slice(0, 2)).toEqual(['failing started', 'other started']);
    await expect(failing).rejects.toThrow('deadlock detected');
    await other;
    expect(await third).toBe('third');
    expect(log).toContain('third started');
  });
});
