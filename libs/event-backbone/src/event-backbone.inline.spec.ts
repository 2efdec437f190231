import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { DonorMatched, UserVerified } from '@app/contracts';
import { recordEvent, redriveDeadLetters } from '@app/messaging';
import { createOrmConfig } from '@app/persistence';
import type { EventBackbone } from './event-backbone.js';
import {
  allProjected,
  BULK_DRAIN_MS,
  BULK_TEST_TIMEOUT_MS,
  count,
  expectExactlyOnce,
  openBackboneRun,
  startBackbone,
  testConfig,
  waitFor,
  workload,
  writeEvents,
  type BackboneRun,
  type Harness,
} from '@app/testing/backbone';

describe('event backbone, inline transport (projectors in each API process, reading the outbox)', () => {
  let run: BackboneRun;
  let harness: Harness;
  let api: EventBackbone;
  // A second API instance: its relay shares the outbox with the first.
  let peer: EventBackbone;

  beforeAll(async () => {
    run = await openBackboneRun();
    harness = run.harness;
    const config = testConfig({ EVENT_TRANSPORT: 'inline', PROJECTOR_MAX_ATTEMPTS: '3' });
    api = await run.start('api', config);
    peer = await run.start('api', config);
    run.relayEvery([api, peer]);
  });

  afterAll(() => run.close());

  it(
    'delivers 10,000 events over 300 aggregates to all three projectors, in order per aggregate, once each',
    async () => {
      await writeEvents(harness.em, workload(10_000, 300));
      await waitFor(() => allProjected(harness.em), BULK_DRAIN_MS, 'every event to reach every projector');
      const { facts, expected, outOfOrder, badges } = await expectExactlyOnce(harness.em);
      expect(facts).toEqual(expected);
      expect(badges).toBeGreaterThan(0);
      expect(outOfOrder).toBe(0);
    },
    BULK_TEST_TIMEOUT_MS,
  );

  it('finds an event whose transaction committed after a later position was already published', async () => {
    const fork = harness.em.fork();
    await fork.begin();
    const late = recordEvent(fork, UserVerified, randomUUID(), { user_id: randomUUID() });
    await fork.flush(); // its position is drawn now, but it is not committed yet
    await writeEvents(harness.em, workload(30, 5));
    await waitFor(() => allProjected(harness.em), 10_000, 'the later events');
    await fork.commit();
    await waitFor(
      async () =>
        (await count(harness.em, `select count(*) as n from inbox_message where event_id = ?`, [late.id])) === 1,
      10_000,
      'the late-committed event',
    );
  });

  it('dead-letters a poison event after its tries, lets the rest flow, and re-drives it on command', async () => {
    const poisonId = randomUUID();
    await harness.em.fork().transactional(async (tx) => {
      // A version no consumer knows: it must fail loudly, not be skipped.
      await tx.getConnection().execute(
        `insert into outbox_message (id, family, aggregate_type, aggregate_id, message_type, version, payload, occurred_at, created_at)
           values (?, 'blood-requests', 'blood-request', 'poisoned-request', ?, 99, '{}'::jsonb, now(), now())`,
        [poisonId, DonorMatched.type],
      );
    });
    await writeEvents(harness.em, workload(60, 10));
    await waitFor(() => allProjected(harness.em), 15_000, 'the healthy events');
    const letters = await harness.em
      .fork()
      .getConnection()
      .execute<{ consumer: string; error: string; attempts: number }[]>(
        `select consumer, error, attempts from dead_letter where event_id = ? order by consumer`,
        [poisonId],
      );
    expect(letters.map((letter) => letter.consumer)).toEqual(['notifications', 'reminders', 'stats']);
    expect(letters[0]!.error).toMatch(/No contract for event blood-request.donor-matched version 99/);
    expect(letters[0]!.attempts).toBe(3);

    // A consumer that knows the event is deployed (here: the row is corrected), then the dead letters re-driven.
    await harness.em
      .fork()
      .getConnection()
      .execute(
        `update dead_letter set envelope = jsonb_set(envelope, '{version}', '1') || jsonb_build_object('payload', ?::jsonb) where event_id = ?`,
        [
          JSON.stringify({
            request_id: 'poisoned-request',
            match_id: randomUUID(),
            donor_id: randomUUID(),
            recipient_user_id: randomUUID(),
            hospital: 'General Hospital, Ikeja',
            needed_at: new Date().toISOString(),
          }),
          poisonId,
        ],
      );
    const results = await redriveDeadLetters(harness.em, api.runners);
    expect(results.map((result) => result.outcome)).toEqual(['projected', 'projected', 'projected']);
    expect(await count(harness.em, `select count(*) as n from reminder where event_id = ?`, [poisonId])).toBe(1);
    expect(await count(harness.em, `select count(*) as n from dead_letter where redriven_at is null`)).toBe(0);
  });

  it('prunes published events and idempotency records past their retention, and nothing else', async () => {
    await waitFor(() => allProjected(harness.em), 15_000, 'the earlier events');
    const db = harness.em.fork();
    // 100 events published 200 hours ago (retention 168) and 50 inbox records 31 days old (retention 30).
    await db.execute(
      `update outbox_message set published_at = now() - interval '200 hours'
        where id in (select id from outbox_message where published_at is not null order by position limit 100)`,
    );
    await db.execute(
      `update inbox_message set processed_at = now() - interval '31 days'
        where seq in (select seq from inbox_message order by seq limit 50)`,
    );
    const outboxBefore = await count(harness.em, `select count(*) as n from outbox_message`);
    const inboxBefore = await count(harness.em, `select count(*) as n from inbox_message`);

    // Both API instances run the job; whichever comes second finds nothing left (or the lock taken).
    const pruned = await Promise.all([api.pruneTick(), peer.pruneTick()]);
    expect(pruned.reduce((sum, { outbox }) => sum + outbox, 0)).toBe(100);
    expect(pruned.reduce((sum, { inbox }) => sum + inbox, 0)).toBe(50);
    expect(await count(harness.em, `select count(*) as n from outbox_message`)).toBe(outboxBefore - 100);
    expect(await count(harness.em, `select count(*) as n from inbox_message`)).toBe(inboxBefore - 50);
    expect(
      await count(harness.em, `select count(*) as n from outbox_message where published_at < now() - interval '1 day'`),
    ).toBe(0);
  });

  it('leaves no event behind for a command that rolled back', async () => {
    const userId = randomUUID();
    await expect(
      harness.em.fork().transactional(async (tx) => {
        recordEvent(tx, UserVerified, userId, { user_id: userId });
        await tx.flush();
        throw new Error('the command failed after raising its event');
      }),
    ).rejects.toThrow('the command failed');
    expect(await count(harness.em, `select count(*) as n from outbox_message where aggregate_id = ?`, [userId])).toBe(
      0,
    );
  });
});

// The relay's poll is ten minutes here, so only a wake-up on commit can bring these events through within the bounds
// below.
const POLL_EVERY_MS = 10 * 60_000;

describe('event backbone: the relay wakes when outbox rows commit, polling is only the fallback', () => {
  let run: BackboneRun;
  let harness: Harness;
  let api: EventBackbone;
  // Another process's ORM (apps/projectors, the CLI): without the API's connection setting, its commits NOTIFY.
  let elsewhere: MikroORM;

  beforeAll(async () => {
    run = await openBackboneRun();
    harness = run.harness;
    api = await run.start('api', testConfig({ EVENT_TRANSPORT: 'inline' }));
    run.relayEvery([api], POLL_EVERY_MS);
    elsewhere = await MikroORM.init(createOrmConfig(harness.database.url, { pool: { min: 0, max: 2 } }));
    run.onClose(() => elsewhere.close(true));
  });

  afterAll(() => run.close());

  it('runs one relay pass at a time, and a wake during a pass makes exactly one more', async () => {
    // Relaying only when ticked here, so every pass counted is one this test asked for.
    const quiet = await startBackbone(harness, 'api', testConfig({ EVENT_TRANSPORT: 'inline' }), {
      wakeOnCommit: false,
    });
    try {
      const relay = quiet.relay!;
      const tick = relay.tick.bind(relay);
      let passes = 0;
      let running = 0;
      let mostAtOnce = 0;
      relay.tick = async () => {
        passes++;
        mostAtOnce = Math.max(mostAtOnce, ++running);
        try {
          return await tick();
        } finally {
          running--;
        }
      };
      const first = quiet.relayTick();
      expect(await Promise.all([quiet.relayTick(), quiet.relayTick(), quiet.relayTick()])).toEqual([0, 0, 0]);
      await first;
      expect(passes).toBe(2);
      expect(mostAtOnce).toBe(1);
    } finally {
      await quiet.stop();
    }
  });

  it('waits out the linger before a pass soon after the last, and the wakes meanwhile make one pass after it', async () => {
    const pauses: number[] = [];
    let endPause = () => undefined as void;
    // The longest linger allowed (a second), the second wake coming right after the first pass: it always falls within
    // the linger. The pause ends when the test says so.
    const lingering = await startBackbone(
      harness,
      'api',
      testConfig({ EVENT_TRANSPORT: 'inline', OUTBOX_LINGER_MS: '1000' }),
      {
        wakeOnCommit: false,
        pause: (ms) => {
          pauses.push(ms);
          return new Promise((resolve) => (endPause = resolve));
        },
      },
    );
    try {
      const relay = lingering.relay!;
      const tick = relay.tick.bind(relay);
      let passes = 0;
      relay.tick = () => {
        passes++;
        return tick();
      };
      // The first wake finds no pass before it: no wait.
      await lingering.relayTick();
      expect([passes, pauses.length]).toEqual([1, 0]);
      const second = lingering.relayTick();
      await waitFor(() => pauses.length === 1, 5000, 'the second wake to wait');
      expect(pauses[0]).toBeGreaterThan(0);
      expect(pauses[0]).toBeLessThanOrEqual(1000);
      expect(await Promise.all([lingering.relayTick(), lingering.relayTick()])).toEqual([0, 0]);
      expect(passes).toBe(1);
      endPause();
      await second;
      expect([passes, pauses.length]).toEqual([2, 1]);
    } finally {
      await lingering.stop();
    }
  });

  it('wakes in-process for events its own process commits (their commits skip the NOTIFY)', async () => {
    await writeEvents(harness.em, workload(40, 6));
    await waitFor(() => allProjected(harness.em), 20_000, 'the events to reach the projectors through the commit');
  });

  it('wakes by NOTIFY for events another process commits', async () => {
    await writeEvents(elsewhere.em, workload(40, 6));
    await waitFor(() => allProjected(harness.em), 20_000, 'the events to reach the projectors through NOTIFY');
  });

  it('listens again after its connection is cut, and relays what was committed meanwhile', async () => {
    const listeners = `select pid from pg_stat_activity where query = 'listen outbox_message'`;
    await harness.em.fork().getConnection().execute(`select pg_terminate_backend(pid) from (${listeners}) as l`);
    await writeEvents(elsewhere.em, workload(40, 6));
    await waitFor(() => allProjected(harness.em), 20_000, 'the events committed while the listener was away');
    await writeEvents(elsewhere.em, workload(40, 6));
    await waitFor(() => allProjected(harness.em), 20_000, 'the events committed after it came back');
  });
});
