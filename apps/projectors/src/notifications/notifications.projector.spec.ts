import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { AdvocateApplicationDecided, DonorsTargeted, ReminderDue, type EventContract } from '@app/contracts';
import webpush from 'web-push';
import { ProjectorRunner, recordEvent, WebPushSender } from '@app/messaging';
import { TestPushService } from '@app/testing';
import { count, openHarness, type Harness } from '../testing/backbone-harness.js';
import { NotificationsProjector } from './notifications.projector.js';

describe('notifications projector', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await openHarness();
  });
  afterAll(() => harness.close());

  const envelope = (contract: EventContract, aggregateId: string, payload: unknown) => {
    const fork = harness.em.fork();
    const event = recordEvent(fork, contract, aggregateId, payload);
    fork.clear(); // the envelope only: projectors get it from a transport
    return event;
  };

  const userWithSubscriptions = async (...subscriptions: string[]) => {
    const id = randomUUID();
    await harness.em.fork().execute(
      `insert into app_user (id, first_name, last_name, email, phone_number, password_hash, sessions_valid_after, created_at, updated_at)
       values (?, 'Ada', 'Obi', ?, '2348012345678', 'x', now(), now(), now())`,
      [id, `${id}@example.com`],
    );
    for (const subscription of subscriptions)
      await harness.em
        .fork()
        .execute(
          `insert into device_token (id, user_id, device_id, notification_token, updated_at) values (?, ?, ?, ?, now())`,
          [randomUUID(), id, randomUUID(), subscription],
        );
    return id;
  };

  it('notifies every targeted donor in-app and by push once, and drops subscriptions the push service says are gone', async () => {
    const pushService = await TestPushService.start();
    try {
      const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@bloodmatch.ng' };
      const push = new WebPushSender(keys, undefined, pushService.agent);
      const runner = new ProjectorRunner(harness.em, new NotificationsProjector(harness.em, push), { maxAttempts: 2 });
      const [live, gone] = [pushService.subscribe(), pushService.subscribe()];
      pushService.answerWith(gone, 410);
      const first = await userWithSubscriptions(live, gone);
      const second = await userWithSubscriptions();
      const event = envelope(DonorsTargeted, 'request-1', {
        request_id: 'request-1',
        donor_ids: [first, second],
        radius_km: 5,
        wave: 1,
      });

      expect(await runner.process(event)).toBe('projected');
      expect(await runner.process(event)).toBe('duplicate');
      expect(await count(harness.em, `select count(*) as n from notification where event_id = ?`, [event.id])).toBe(2);
      const delivered = pushService.delivered(live).map(({ payload }) => JSON.parse(payload) as { title: string });
      expect(delivered).toEqual([expect.objectContaining({ title: 'New blood request' })]);
      const [kept] = await harness.em
        .fork()
        .execute<{ notification_token: string }[]>(`select notification_token from device_token where user_id = ?`, [
          first,
        ]);
      expect(kept).toEqual({ notification_token: live });
    } finally {
      await pushService.stop();
    }
  });

  it('tells the applicant about the decision, in-app only when the applicant has an account', async () => {
    const runner = new ProjectorRunner(harness.em, new NotificationsProjector(harness.em, null), { maxAttempts: 1 });
    const applicant = await userWithSubscriptions();
    const decided = (user_id: string | null) =>
      envelope(AdvocateApplicationDecided, 'application-1', {
        application_id: 'application-1',
        email: 'a@example.com',
        name: 'Ada',
        user_id,
        decision: 'accepted',
      });
    await runner.process(decided(applicant));
    await runner.process(decided(null));
    expect(
      await count(harness.em, `select count(*) as n from notification where user_id = ? and body like '%accepted%'`, [
        applicant,
      ]),
    ).toBe(1);
  });

  it('turns a due reminder into a notification', async () => {
    const runner = new ProjectorRunner(harness.em, new NotificationsProjector(harness.em, null), { maxAttempts: 1 });
    const donor = await userWithSubscriptions();
    await runner.process(
      envelope(ReminderDue, donor, { donor_id: donor, reminder_id: randomUUID(), title: 'You can donate again' }),
    );
    expect(
      await count(
        harness.em,
        `select count(*) as n from notification where user_id = ? and title = 'You can donate again'`,
        [donor],
      ),
    ).toBe(1);
  });
});
