import { describe, expect, it } from '@jest/globals';
import { workload, type PlannedEvent } from './backbone-harness.js';

const typesOf = (events: PlannedEvent[]) => events.map((event) => event.contract.type);

/** Each request's events in order, by the request's place among the workload's (`request-<index>-...`). */
const byRequest = (events: PlannedEvent[]) => {
  const streams: string[][] = [];
  for (const event of events) (streams[Number(event.aggregateId.split('-')[1])] ??= []).push(event.contract.type);
  return streams;
};

describe('the backbone workload', () => {
  const aggregates = 60;
  const total = aggregates * 20;

  it('in lockstep, moves every request together: each turn is one event type', () => {
    const events = workload(total, aggregates);
    for (let turn = 0; turn < total / aggregates; turn++)
      expect(new Set(typesOf(events.slice(turn * aggregates, (turn + 1) * aggregates))).size).toBe(1);
  });

  it('staggered, mixes the six types of a round evenly in every turn once all requests have started', () => {
    const events = workload(total, aggregates, undefined, 'staggered');
    expect(events).toHaveLength(total);
    // Requests start up to five turns late; from then on every stretch of `aggregates` events is a full turn.
    const started = events.length - aggregates * 10;
    for (let from = started; from + aggregates <= events.length; from += aggregates) {
      const counts = new Map<string, number>();
      for (const type of typesOf(events.slice(from, from + aggregates))) counts.set(type, (counts.get(type) ?? 0) + 1);
      expect(counts.size).toBeGreaterThanOrEqual(6);
      for (const count of counts.values()) expect(count).toBeLessThanOrEqual(aggregates / 6 + 1);
    }
  });

  it('staggered, keeps each request the same story in the same order as in lockstep', () => {
    // Longer, so each request's lockstep story is at least as long as its staggered one.
    const lockstep = byRequest(workload(total * 2, aggregates));
    const staggered = byRequest(workload(total, aggregates, undefined, 'staggered'));
    expect(staggered).toHaveLength(aggregates);
    for (const [index, types] of staggered.entries()) {
      expect(types.length).toBeGreaterThan(10);
      expect(types).toEqual(lockstep[index]!.slice(0, types.length));
    }
  });
});
