import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@app/contracts';
import type { OutboxRow } from '../outbox/outbox-relay.js';
import type { ProjectorRunner } from '../consumer/projector-runner.js';
import { chunksOf, inlineSink } from './inline-transport.js';

const row = (type: string, aggregate: string, index: number): OutboxRow => ({
  id: `${aggregate}-${index}`,
  position: String(index),
  family: 'test',
  envelope: {
    id: `${aggregate}-${index}`,
    type,
    version: 1,
    occurred_at: new Date(0).toISOString(),
    aggregate_type: 'test',
    aggregate_id: aggregate,
    payload: {},
  },
});

/** A runner that records the transactions (processBatch calls) it is handed, and how many ran at once. */
const recordingRunner = (heavy: string[]) => {
  const transactions: string[][] = [];
  let running = 0;
  let mostAtOnce = 0;
  const runner = {
    projector: { name: 'recording', handles: [], heavy, handle: async () => undefined },
    processBatch: async (events: EventEnvelope[]) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      // A turn of the event loop inside the "transaction": lanes that run side by side overlap here.
      await new Promise((resolve) => setImmediate(resolve));
      transactions.push(events.map((event) => event.id));
      running -= 1;
      return [];
    },
  };
  return { runner: runner as unknown as ProjectorRunner, transactions, mostAtOnce: () => mostAtOnce };
};

describe('inline transport lanes', () => {
  it('keeps a few ordinary events in one transaction', async () => {
    const { runner, transactions, mostAtOnce } = recordingRunner(['heavy']);
    await inlineSink([runner])(Array.from({ length: 8 }, (_, i) => row('light', `aggregate-${i}`, i)));
    expect(transactions).toHaveLength(1);
    expect(mostAtOnce()).toBe(1);
  });

  it('gives heavy events a transaction each, up to four side by side, in order per aggregate', async () => {
    const { runner, transactions, mostAtOnce } = recordingRunner(['heavy']);
    const rows = [0, 1].flatMap((round) =>
      Array.from({ length: 8 }, (_, partition) => row('heavy', `partition-${partition}`, round * 8 + partition)),
    );
    await inlineSink([runner])(rows);
    expect(transactions).toHaveLength(16);
    for (const transaction of transactions) expect(transaction).toHaveLength(1);
    expect(mostAtOnce()).toBe(4);
    for (let partition = 0; partition < 8; partition++) {
      const order = transactions.flat().filter((id) => id.startsWith(`partition-${partition}-`));
      expect(order).toEqual([`partition-${partition}-${partition}`, `partition-${partition}-${8 + partition}`]);
    }
  });

  it('cuts a lane into chunks by weight, a heavy item alone', () => {
    const weigh = (item: string) => (item === 'H' ? 3 : 1);
    expect(chunksOf(['a', 'b', 'H', 'c', 'd', 'e', 'f', 'H', 'H'], weigh, 3)).toEqual([
      ['a', 'b'],
      ['H'],
      ['c', 'd', 'e'],
      ['f'],
      ['H'],
      ['H'],
    ]);
  });
});
