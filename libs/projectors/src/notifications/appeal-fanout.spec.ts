import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope } from '@app/contracts';
import type { BloodGroup } from '@app/domain';
import { ProjectorRunner, type AfterCommit, type PushMessage } from '@app/messaging';
import { appealFixtures, openHarness, RecordingPush, type Harness } from '@app/testing/backbone';
import { APPEAL_FANOUT_LANE_LOCK, DEFAULT_APPEAL_FANOUT, type AppealFanoutSettings } from './appeal-fanout.js';
import { NotificationsProjector } from './notifications.projector.js';

const SETTINGS: AppealFanoutSettings = { ...DEFAULT_APPEAL_FANOUT, partitions: 3, batch: 2 };

/** Dies once after doing a batch's work, before its transaction commits: the process crashed mid-batch. */
class CrashingOnce extends NotificationsProjector {
  crashed = false;
  override async handleBatch(em: EntityManager, events: EventEnvelope[]): Promise<AfterCommit[]> {
    const afterCommits = await super.handleBatch(em, events);
    if (!this.crashed && events.some((event) => event.type === 'appeal.batch-due')) {
      this.crashed = true;
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    }
    return afterCommits;
  }
}

/** Commits its batches and dies before sending their pushes: the process crashed between the two. */
class CrashingAfterCommit extends NotificationsProjector {
  override async handleBatch(em: EntityManager, events: EventEnvelope[]): Promise<AfterCommit[]> {
    await super.handleBatch(em, events);
    return [];
  }
}

/** A push service that fails each subscription's first push. */
class FailingFirst extends RecordingPush {
  private readonly failed = new Set<string>();
  override async send(subscription: string, message: PushMessage) {
    if (this.failed.has(subscription)) return super.send(subscription, message);
    this.failed.add(subscription);
    return 'failed' as const;
  }
}

describe('appeal fan-out', () => {
  let harness: Harness;
  let fixtures: Awaited<ReturnType<typeof appealFixtures>>;
  const em = () => harness.em.fork();

  beforeAll(async () => {
    harness = await openHarness();
    fixtures = await appealFixtures(harness.em);
  });
  afterAll(() => harness.close());

  /** The fan-out's batch events waiting in the outbox (as the relay would deliver them), oldest first. */
  const dueBatches = async (appealId: string, seen: Set<string>): Promise<EventEnvelope[]> => {
    const rows = await em().execute<
      { id: string; message_type: string; version: number; occurred_at: Date; aggregate_id: string; payload: unknown }[]
    >(
      `select id, message_type, version, occurred_at, aggregate_id, payload from outbox_message
        where message_type = 'appeal.batch-due' and payload ->> 'appeal_id' = ? order by occurred_at, id`,
      [appealId],
    );
    return rows
      .filter((row) => !seen.has(row.id))
      .map((row) => ({
        id: row.id,
        type: row.message_type,
        version: row.version,
        occurred_at: new Date(row.occurred_at).toISOString(),
        aggregate_type: 'appeal-partition',
        aggregate_id: row.aggregate_id,
        payload: row.payload,
      }));
  };

  /** Delivers every batch event as it appears, `redeliver` times each (Kafka's at-least-once). */
  const drain = async (runner: ProjectorRunner, appealId: string, redeliver = 1, limit = Infinity) => {
    const seen = new Set<string>();
    let delivered = 0;
    for (
      let batch = await dueBatches(appealId, seen);
      batch.length && delivered < limit;
      batch = await dueBatches(appealId, seen)
    )
      for (const event of batch) {
        if (delivered >= limit) break;
        seen.add(event.id);
        delivered += 1;
        for (let i = 0; i < redeliver; i++) await runner.process(event);
      }
    return seen;
  };

  it('notifies each donor exactly once across a crash mid-batch, redeliveries and a re-run batch', async () => {
    const push = new RecordingPush();
    const projector = new CrashingOnce(harness.em, push, null, SETTINGS);
    const runner = new ProjectorRunner(harness.em, projector, { maxAttempts: 3, retryDelayMs: () => 1 });
    const wanted = await fixtures.donors(11, 'O+', true);
    const others = await fixtures.donors(3, 'AB+');
    const appeal = await fixtures.raise(['O+', 'O-']);

    expect(await runner.process(appeal.event)).toBe('projected');
    expect(await runner.process(appeal.event)).toBe('duplicate');
    expect((await dueBatches(appeal.id, new Set())).map((event) => event.aggregate_id).sort()).toEqual(
      [0, 1, 2].map((partition) => `${appeal.id}/${partition}`),
    );
    const delivered = await drain(runner, appeal.id, 2);
    expect(projector.crashed).toBe(true);
    // More batches than partitions: the chains went on past the first batch of each.
    expect(delivered.size).toBeGreaterThan(SETTINGS.partitions * 2);
    expect(await fixtures.notified(appeal.id)).toEqual([...wanted].sort());
    for (const other of others) expect(await fixtures.notified(appeal.id)).not.toContain(other);

    // The same batches run again under new event ids (an inbox pruned, a raise recorded twice): nobody twice.
    for (const event of await dueBatches(appeal.id, new Set())) await runner.process({ ...event, id: randomUUID() });
    expect(await fixtures.notified(appeal.id)).toEqual([...wanted].sort());
    await projector.settled();
    expect(push.sent.map((sent) => sent.subscription).sort()).toEqual(wanted.map((id) => `push-${id}`).sort());
    expect(push.sent[0]!.message).toMatchObject({
      title: 'Urgent appeal: Fan-out Hospital needs blood',
      url: `/app/appeals/${appeal.id}`,
    });
  });

  /** An appeal raised and fanned out by `projector`: its subscribed donors' push subscriptions. */
  const fannedOut = async (projector: NotificationsProjector, bloodGroup: BloodGroup, donors: number) => {
    const runner = new ProjectorRunner(harness.em, projector, { maxAttempts: 1 });
    const wanted = await fixtures.donors(donors, bloodGroup, true);
    const appeal = await fixtures.raise([bloodGroup]);
    await runner.process(appeal.event);
    await drain(runner, appeal.id);
    return { appeal, subscriptions: wanted.map((id) => `push-${id}`).sort() };
  };

  const pendingPushes = async (appealId: string) =>
    (
      await em().execute<{ token: string; attempts: number }[]>(
        `select d.notification_token as token, p.attempts from appeal_push p
           join device_token d on d.id = p.device_token_id where p.appeal_id = ? order by 1`,
        [appealId],
      )
    ).map((row) => row.token);

  it('records the pushes with the notifications, and after a crash two senders send each exactly once', async () => {
    const crashed = new RecordingPush();
    const { appeal, subscriptions } = await fannedOut(
      new CrashingAfterCommit(harness.em, crashed, null, SETTINGS),
      'A+',
      11,
    );
    expect(await fixtures.notified(appeal.id)).toHaveLength(11);
    expect(await pendingPushes(appeal.id)).toEqual(subscriptions);
    expect(crashed.sent).toEqual([]);

    // Two processes start again at once; each claims a few rows at a time (one push in flight: 8 a round).
    const pushes = [new RecordingPush(), new RecordingPush()];
    const restarted = pushes.map(
      (push) =>
        new NotificationsProjector(harness.em, push, null, { ...SETTINGS, pushConcurrency: 1, pushesPerSecond: 0 }),
    );
    await Promise.all(restarted.map((projector) => projector.sendPending()));
    await Promise.all(restarted.map((projector) => projector.sendPending()));
    expect(pushes.flatMap((push) => push.sent.map((sent) => sent.subscription)).sort()).toEqual(subscriptions);
    expect(pushes[0]!.sent[0]!.message).toMatchObject({ url: `/app/appeals/${appeal.id}` });
    expect(await pendingPushes(appeal.id)).toEqual([]);
  });

  it('deletes gone subscriptions, and tries a failed push again once it is due', async () => {
    const push = new FailingFirst();
    const projector = new NotificationsProjector(harness.em, push, null, SETTINGS);
    const { appeal, subscriptions } = await fannedOut(projector, 'A-', 3);
    await projector.settled();
    expect(push.sent).toEqual([]);
    expect(await pendingPushes(appeal.id)).toEqual(subscriptions);
    const [attempts] = await em().execute<{ attempts: number; later: boolean }[]>(
      `select min(attempts) as attempts, bool_and(due_at > now()) as later from appeal_push where appeal_id = ?`,
      [appeal.id],
    );
    expect(attempts).toEqual({ attempts: 1, later: true });
    await projector.sendPending();
    expect(push.sent).toEqual([]);

    const gone = subscriptions[0]!;
    push.gone.add(gone);
    await em().execute(`update appeal_push set due_at = now() where appeal_id = ?`, [appeal.id]);
    await projector.sendPending();
    expect(push.sent.map((sent) => sent.subscription).sort()).toEqual(subscriptions.slice(1));
    expect(await pendingPushes(appeal.id)).toEqual([]);
    expect(await em().execute(`select id from device_token where notification_token = ?`, [gone])).toEqual([]);
  });

  it('sends no pending push of an appeal stopped meanwhile', async () => {
    const { appeal } = await fannedOut(
      new CrashingAfterCommit(harness.em, new RecordingPush(), null, SETTINGS),
      'AB-',
      2,
    );
    expect(await pendingPushes(appeal.id)).toHaveLength(2);
    await em().execute(`update appeal set status = 'stopped' where id = ?`, [appeal.id]);
    const push = new RecordingPush();
    await new NotificationsProjector(harness.em, push, null, SETTINGS).sendPending();
    expect(push.sent).toEqual([]);
    expect(await pendingPushes(appeal.id)).toEqual([]);
  });

  it('runs no batch while another process holds the only lane of the database, and runs it once the lane is free', async () => {
    const runner = new ProjectorRunner(harness.em, new NotificationsProjector(harness.em, null, null, SETTINGS), {
      maxAttempts: 1,
    });
    const wanted = await fixtures.donors(2, 'B+');
    const appeal = await fixtures.raise(['B+']);
    await runner.process(appeal.event);
    const [first] = await dueBatches(appeal.id, new Set());

    // Another projector process in the middle of its batch: its transaction holds the lane.
    const other = harness.em.fork();
    await other.begin();
    await other.execute('select pg_advisory_xact_lock(?, 0)', [APPEAL_FANOUT_LANE_LOCK]);
    const waiting = runner.process(first!);
    const waitsForLane = async () => {
      const [row] = await em().execute<{ n: string }[]>(
        `select count(*) as n from pg_locks where locktype = 'advisory' and not granted and classid = ?`,
        [APPEAL_FANOUT_LANE_LOCK],
      );
      return Number(row!.n) > 0;
    };
    while (!(await waitsForLane())) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await em().execute(`select 1 from appeal_recipient where appeal_id = ?`, [appeal.id])).toEqual([]);

    await other.commit();
    expect(await waiting).toBe('projected');
    await drain(runner, appeal.id);
    expect(await fixtures.notified(appeal.id)).toEqual([...wanted].sort());
  });

  it('sends nothing more once the appeal is stopped, and its batches stop following each other', async () => {
    const runner = new ProjectorRunner(harness.em, new NotificationsProjector(harness.em, null, null, SETTINGS), {
      maxAttempts: 1,
    });
    await fixtures.donors(12, 'B-');
    const appeal = await fixtures.raise(['B-']);
    await runner.process(appeal.event);
    // One batch at a time until someone is told: a batch looks at the next ids of its partition, whoever they are,
    // so which batch first reaches a B- donor depends on the random ids.
    const seen = new Set<string>();
    let before: string[] = [];
    while (!before.length) {
      const [next] = await dueBatches(appeal.id, seen);
      if (!next) throw new Error('the fan-out ended before telling anyone');
      seen.add(next.id);
      await runner.process(next);
      before = await fixtures.notified(appeal.id);
    }
    expect(before.length).toBeLessThanOrEqual(SETTINGS.batch);

    await em().execute(`update appeal set status = 'stopped' where id = ?`, [appeal.id]);
    const pending = await dueBatches(appeal.id, new Set());
    await drain(runner, appeal.id);
    expect(await fixtures.notified(appeal.id)).toEqual(before);
    // Each partition's chain ended at the first batch that found the appeal stopped.
    expect((await dueBatches(appeal.id, new Set())).length).toBe(pending.length);
  });
});
