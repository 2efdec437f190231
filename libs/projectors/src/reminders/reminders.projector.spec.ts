import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DonorMatched, ReminderDue } from '@app/contracts';
import { donationReminder } from '@app/domain';
import { ProjectorRunner, recordEvent, runExclusively } from '@app/messaging';
import { count, openHarness, type Harness } from '@app/testing/backbone';
import { raiseDueReminders, RemindersProjector } from './reminders.projector.js';

describe('reminders projector and the due-reminders job', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await openHarness();
  });
  afterAll(() => harness.close());

  /** A request at a hospital in Ogun State, by a recipient named Kemi (the reminder names both). */
  const bloodRequest = async (): Promise<string> => {
    const [recipient, request] = [randomUUID(), randomUUID()];
    const em = harness.em.fork();
    await em.execute(
      `insert into app_user (id, first_name, last_name, email, phone_number, password_hash, language, sessions_valid_after, created_at, updated_at)
       values (?, 'Kemi', 'Ade', ?, '2348012345678', 'x', 'en', now(), now(), now())`,
      [recipient, `${recipient}@example.com`],
    );
    await em.execute(
      `insert into blood_request (id, requester_id, recipient, first_name, last_name, gender, blood_group, units, needed_at,
         hospital, physician, state_id, latitude, longitude, created_at, updated_at)
       select ?, ?, 'self', 'Kemi', 'Ade', 'Female', 'A+', 1, '2026-11-25T10:00:00Z', 'Federal Medical Centre, Abeokuta',
         'Dr Bello', id, 7.15, 3.35, now(), now() from state where name = 'Ogun'`,
      [request, recipient],
    );
    return request;
  };

  it('stores the donation reminder the accept reply describes', async () => {
    const runner = new ProjectorRunner(harness.em, new RemindersProjector(), { maxAttempts: 1 });
    const requestId = await bloodRequest();
    const matchId = randomUUID();
    const fork = harness.em.fork();
    const matched = recordEvent(fork, DonorMatched, requestId, {
      request_id: requestId,
      match_id: matchId,
      donor_id: randomUUID(),
      recipient_user_id: randomUUID(),
      hospital: 'Federal Medical Centre, Abeokuta',
      needed_at: '2027-03-01T10:00:00.000Z',
    });
    fork.clear();
    expect(await runner.process(matched)).toBe('projected');
    const [stored] = await harness.em
      .fork()
      .execute<{ title: string; description: string; location: string; date: Date }[]>(
        `select title, description, location, date from reminder where id = ?`,
        [matchId],
      );
    const expected = donationReminder({
      hospital: 'Federal Medical Centre, Abeokuta',
      stateName: 'Ogun',
      recipientFirstName: 'Kemi',
      neededAt: new Date('2027-03-01T10:00:00.000Z'),
    });
    expect({ ...stored, date: new Date(stored!.date).toISOString() }).toEqual({
      title: expected.title,
      description: expected.description,
      location: expected.location,
      date: expected.start.toISOString(),
    });
  });

  it('raises ReminderDue once when the reminder date arrives, one instance at a time', async () => {
    const runner = new ProjectorRunner(harness.em, new RemindersProjector(), { maxAttempts: 1 });
    const donor = randomUUID();
    const matchId = randomUUID();
    const requestId = await bloodRequest();
    const fork = harness.em.fork();
    const matched = recordEvent(fork, DonorMatched, requestId, {
      request_id: requestId,
      match_id: matchId,
      donor_id: donor,
      recipient_user_id: randomUUID(),
      hospital: 'Federal Medical Centre, Abeokuta',
      needed_at: '2026-11-25T10:00:00.000Z',
    });
    fork.clear();
    expect(await runner.process(matched)).toBe('projected');
    // The reminder's id is the match's, the id the accept reply's .ics link already names.
    expect(await count(harness.em, `select count(*) as n from reminder where id = ?`, [matchId])).toBe(1);

    const before = new Date('2026-11-25T09:59:00.000Z');
    expect(await harness.em.fork().transactional((tx) => raiseDueReminders(tx, before))).toBe(0);
    const due = new Date('2026-11-25T10:00:00.000Z');
    // Two instances at once: the advisory lock lets one do the work.
    const runs = await Promise.all([
      runExclusively(harness.em, 'due-reminders', (tx) => raiseDueReminders(tx, due)),
      runExclusively(harness.em, 'due-reminders', (tx) => raiseDueReminders(tx, due)),
    ]);
    const raised = runs.map((run) => (run.ran ? run.result : 0)).reduce((a, b) => a + b, 0);
    expect(raised).toBe(1);
    expect(await harness.em.fork().transactional((tx) => raiseDueReminders(tx, new Date('2027-01-01')))).toBe(0);
    expect(
      await count(harness.em, `select count(*) as n from outbox_message where message_type = ? and aggregate_id = ?`, [
        ReminderDue.type,
        donor,
      ]),
    ).toBe(1);
  });
});
