import { describe, expect, it } from '@jest/globals';
import { BackgroundQueue } from './appeal-fanout.js';

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
});
