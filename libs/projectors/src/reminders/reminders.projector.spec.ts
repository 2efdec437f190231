import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DonorMatched, ReminderDue } from '@app/contracts';
import { ProjectorRunner, recordEvent, runExclusively } from '@app/messaging';
import { count, openHarness, type Harness } from '@app/testing/backbone';
import { raiseDueReminders, RemindersProjector } from './reminders.projector.js';

describe('reminders projector and the due-reminders job', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await openHarness();
  });
  afterAll(() => harness.close());

  it('raises ReminderDue once when the reminder date arrives, one instance at a time', async () => {
    const runner = new ProjectorRunner(harness.em, new RemindersProjector(), { maxAttempts: 1 });
    const donor = randomUUID();
    const matchId = randomUUID();
    const fork = harness.em.fork();
    const matched = recordEvent(fork, DonorMatched, 'request-9', {
      request_id: 'request-9',
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
