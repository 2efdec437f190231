import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  BadgeEarned,
  BloodRequestCreated,
  DonationAttempted,
  DonationConfirmed,
  type EventEnvelope,
} from '@app/contracts';
import { ProjectorRunner, recordEvent } from '@app/messaging';
import { bloodRequestCreated, openHarness, type Harness } from '@app/testing/backbone';
import { PLATFORM_FACTS, StatsProjector } from './stats.projector.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('stats projector: a chunk has the effect of its events applied one at a time', () => {
  let harness: Harness;
  let runner: ProjectorRunner;
  beforeAll(async () => {
    harness = await openHarness();
    runner = new ProjectorRunner(harness.em, new StatsProjector(), { maxAttempts: 1 });
  });
  afterAll(() => harness.close());

  /**
   * One donor's history: a donation 400 days ago (Life Saver), the same match confirmed again (counted once), an
   * attempt (Zeal), then donations 100, 10 and 5 days ago: the third within a year earns Hero. A request created in
   * between is a platform fact, handled beside the donor's events.
   */
  const history = (donorId: string): EventEnvelope[] => {
    const em = harness.em.fork(); // never flushed: the envelopes only
    const requestId = `request-${randomUUID()}`;
    const [first, second, third, fourth] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const confirmed = (matchId: string, donatedOn: string) =>
      recordEvent(em, DonationConfirmed, requestId, {
        request_id: requestId,
        match_id: matchId,
        donor_id: donorId,
        recipient_user_id: randomUUID(),
        donated_on: donatedOn,
      });
    return [
      confirmed(first, daysAgo(400)),
      confirmed(first, daysAgo(400)),
      recordEvent(em, DonationAttempted, requestId, { request_id: requestId, match_id: second, donor_id: donorId }),
      recordEvent(em, BloodRequestCreated, requestId, bloodRequestCreated(requestId, randomUUID())),
      confirmed(second, daysAgo(100)),
      confirmed(third, daysAgo(10)),
      confirmed(fourth, daysAgo(5)),
    ] as EventEnvelope[];
  };

  const outcome = async (donorId: string, events: EventEnvelope[]) => {
    const em = harness.em.fork();
    const [stats] = await em.execute<{ attempted_count: number; confirmed_count: number }[]>(
      `select attempted_count, confirmed_count from donor_stats where donor_id = ?`,
      [donorId],
    );
    const badgeEvents = await em.execute<{ badge: string }[]>(
      `select payload->>'badge' as badge from outbox_message where message_type = ? and aggregate_id = ? order by position`,
      [BadgeEarned.type, donorId],
    );
    const matches = events
      .filter((event) => event.type === DonationConfirmed.type)
      .map((event) => (event.payload as { match_id: string }).match_id);
    const [facts] = await em.execute<{ n: string }[]>(
      `select count(*) as n from platform_fact where kind = ? and subject_id in (?)`,
      [PLATFORM_FACTS.successfulMatch, matches],
    );
    const [donations] = await em.execute<{ n: string }[]>(
      `select count(*) as n from donor_donation where donor_id = ?`,
      [donorId],
    );
    return {
      attempted: Number(stats?.attempted_count),
      confirmed: Number(stats?.confirmed_count),
      donations: Number(donations?.n),
      successfulMatches: Number(facts?.n),
      badges: badgeEvents.map(({ badge }) => badge),
    };
  };

  it('counts, dates and awards the same whether the events come in one chunk or one by one', async () => {
    const [together, apart] = [randomUUID(), randomUUID()];
    const chunk = history(together);
    expect(await runner.processBatch(chunk)).toEqual(chunk.map(() => 'projected'));
    const single = history(apart);
    for (const event of single) expect(await runner.process(event)).toBe('projected');

    const expected = { attempted: 1, confirmed: 4, donations: 4, successfulMatches: 4 };
    expect(await outcome(together, chunk)).toEqual({ ...expected, badges: ['life_saver', 'zeal', 'hero'] });
    expect(await outcome(apart, single)).toEqual({ ...expected, badges: ['life_saver', 'zeal', 'hero'] });
  });

  it('changes nothing when a chunk is delivered again, and awards no badge twice', async () => {
    const donor = randomUUID();
    const chunk = history(donor);
    await runner.processBatch(chunk);
    expect(await runner.processBatch(chunk)).toEqual(chunk.map(() => 'duplicate'));
    // The same donations raised again under new event ids (a command retried): counted once, no badge again.
    const again = chunk.map((event) => ({ ...event, id: randomUUID() }));
    await runner.processBatch(again);
    expect(await outcome(donor, chunk)).toEqual({
      attempted: 2,
      confirmed: 4,
      donations: 4,
      successfulMatches: 4,
      badges: ['life_saver', 'zeal', 'hero'],
    });
  });
});
