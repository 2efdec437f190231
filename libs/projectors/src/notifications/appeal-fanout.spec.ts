import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppealRaised, type EventEnvelope } from '@app/contracts';
import type { BloodGroup } from '@app/domain';
import { ProjectorRunner, recordEvent, type AfterCommit } from '@app/messaging';
import { AppealEntity, HospitalEntity, StateEntity, UserEntity } from '@app/persistence';
import { openHarness, RecordingPush, type Harness } from '@app/testing/backbone';
import type { AppealFanoutSettings } from './appeal-fanout.js';
import { NotificationsProjector } from './notifications.projector.js';

const SETTINGS: AppealFanoutSettings = { cooldownDays: 7, partitions: 3, batch: 2 };
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };

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

describe('appeal fan-out', () => {
  let harness: Harness;
  let lagos: StateEntity;
  let hospital: HospitalEntity;
  const em = () => harness.em.fork();

  beforeAll(async () => {
    harness = await openHarness();
    lagos = await em().findOneOrFail(StateEntity, { name: 'Lagos' });
    const fork = em();
    hospital = fork.create(HospitalEntity, {
      name: 'Fan-out Hospital',
      searchText: 'fan-out hospital',
      kind: 'teaching',
      state: fork.getReference(StateEntity, lagos.id),
      latitude: 6.58,
      longitude: 3.35,
      positionSource: 'staff',
      status: 'verified',
      source: 'staff',
    });
    await fork.flush();
  });
  afterAll(() => harness.close());

  const donors = async (count: number, bloodGroup: BloodGroup, subscribed = false) => {
    const fork = em();
    const created = Array.from({ length: count }, (_, i) =>
      fork.create(UserEntity, {
        firstName: `Donor${i}`,
        lastName: bloodGroup,
        email: `${randomUUID()}@fanout.example.com`,
        phoneNumber: '2348012345678',
        passwordHash: 'x',
        status: 'active',
        onboarded: true,
        gender: 'Male',
        dob: '1990-01-01',
        bloodGroup,
        state: fork.getReference(StateEntity, lagos.id),
        ...IKEJA,
      }),
    );
    await fork.flush();
    if (subscribed)
      for (const donor of created)
        await fork.execute(
          `insert into device_token (id, user_id, device_id, notification_token, updated_at) values (?, ?, ?, ?, now())`,
          [randomUUID(), donor.id, randomUUID(), `push-${donor.id}`],
        );
    return created.map((donor) => donor.id);
  };

  const raise = async (bloodGroups: BloodGroup[]) => {
    const fork = em();
    const appeal = fork.create(AppealEntity, {
      hospital: fork.getReference(HospitalEntity, hospital.id),
      state: fork.getReference(StateEntity, lagos.id),
      bloodGroups,
      areaKind: 'state',
      unitsWanted: 10,
      perHour: 4,
      marginPercent: 20,
      until: new Date(Date.now() + 6 * 3_600_000),
      reason: 'Building collapse',
    });
    const event = recordEvent(fork, AppealRaised, appeal.id, {
      appeal_id: appeal.id,
      hospital_id: hospital.id,
      state_id: lagos.id,
      blood_groups: bloodGroups,
      units_wanted: 10,
      until: appeal.until.toISOString(),
    });
    await fork.flush();
    return { id: appeal.id, event };
  };

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

  const notified = async (appealId: string) =>
    (
      await em().execute<{ user_id: string }[]>(`select user_id from notification where url = ? order by user_id`, [
        `/app/appeals/${appealId}`,
      ])
    ).map((row) => row.user_id);

  it('notifies each donor exactly once across a crash mid-batch, redeliveries and a re-run batch', async () => {
    const push = new RecordingPush();
    const projector = new CrashingOnce(harness.em, push, null, SETTINGS);
    const runner = new ProjectorRunner(harness.em, projector, { maxAttempts: 3, retryDelayMs: () => 1 });
    const wanted = await donors(11, 'O+', true);
    const others = await donors(3, 'AB+');
    const appeal = await raise(['O+', 'O-']);

    expect(await runner.process(appeal.event)).toBe('projected');
    expect(await runner.process(appeal.event)).toBe('duplicate');
    expect((await dueBatches(appeal.id, new Set())).map((event) => event.aggregate_id).sort()).toEqual(
      [0, 1, 2].map((partition) => `${appeal.id}/${partition}`),
    );
    const delivered = await drain(runner, appeal.id, 2);
    expect(projector.crashed).toBe(true);
    // More batches than partitions: the chains went on past the first batch of each.
    expect(delivered.size).toBeGreaterThan(SETTINGS.partitions * 2);
    expect(await notified(appeal.id)).toEqual([...wanted].sort());
    for (const other of others) expect(await notified(appeal.id)).not.toContain(other);

    // The same batches run again under new event ids (an inbox pruned, a raise recorded twice): nobody twice.
    for (const event of await dueBatches(appeal.id, new Set())) await runner.process({ ...event, id: randomUUID() });
    expect(await notified(appeal.id)).toEqual([...wanted].sort());
    expect(push.sent.map((sent) => sent.subscription).sort()).toEqual(wanted.map((id) => `push-${id}`).sort());
    expect(push.sent[0]!.message).toMatchObject({
      title: 'Urgent appeal: Fan-out Hospital needs blood',
      url: `/app/appeals/${appeal.id}`,
    });
  });

  it('sends nothing more once the appeal is stopped, and its batches stop following each other', async () => {
    const runner = new ProjectorRunner(harness.em, new NotificationsProjector(harness.em, null, null, SETTINGS), {
      maxAttempts: 1,
    });
    await donors(12, 'B-');
    const appeal = await raise(['B-']);
    await runner.process(appeal.event);
    await drain(runner, appeal.id, 1, 2);
    const before = await notified(appeal.id);
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThanOrEqual(2 * SETTINGS.batch);

    await em().execute(`update appeal set status = 'stopped' where id = ?`, [appeal.id]);
    const pending = await dueBatches(appeal.id, new Set());
    await drain(runner, appeal.id);
    expect(await notified(appeal.id)).toEqual(before);
    // Each partition's chain ended at the first batch that found the appeal stopped.
    expect((await dueBatches(appeal.id, new Set())).length).toBe(pending.length);
  });
});
