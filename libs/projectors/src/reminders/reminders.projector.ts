import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DonationConfirmed, DonorMatched, ReminderDue, type EventEnvelope, type PayloadOf } from '@app/contracts';
import { donateAgainReminder, donationReminder, nextDonationDate } from '@app/domain';
import { recordEvent, type Projector } from '@app/messaging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Donors' reminders: the donation itself when they accept a request (dated when the blood is needed, at the
 * hospital), and "You can donate again" when their rest interval after a confirmed donation ends (3 months for men,
 * 4 for women: the gender is read from app_user; unknown or other, the longer interval is the safe one).
 */
export class RemindersProjector implements Projector {
  readonly name = 'reminders';
  readonly handles = [DonorMatched.type, DonationConfirmed.type];

  async handle(em: EntityManager, event: EventEnvelope): Promise<void> {
    const insert = `insert into reminder (id, user_id, kind, title, description, location, date, event_id, created_at)`;
    if (event.type === DonorMatched.type) {
      const payload = event.payload as PayloadOf<typeof DonorMatched>;
      // The request's state and first name complete what the event carries, as the accept reply reads them.
      const [request] = UUID.test(payload.request_id)
        ? await em.execute<{ first_name: string; state_name: string }[]>(
            `select r.first_name, s.name as state_name from blood_request r join state s on s.id = r.state_id
               where r.id = ?`,
            [payload.request_id],
          )
        : [];
      const reminder = donationReminder({
        hospital: payload.hospital,
        stateName: request?.state_name ?? null,
        recipientFirstName: request?.first_name ?? null,
        neededAt: new Date(payload.needed_at),
      });
      // The match id is the reminder id, so the signed .ics link the accept reply gives already points here.
      await em.execute(`${insert} values (?, ?, 'donation', ?, ?, ?, ?, ?, now()) on conflict (id) do nothing`, [
        payload.match_id,
        payload.donor_id,
        reminder.title,
        reminder.description,
        reminder.location,
        reminder.start,
        event.id,
      ]);
    } else if (event.type === DonationConfirmed.type) {
      const payload = event.payload as PayloadOf<typeof DonationConfirmed>;
      const donatedOn = new Date(`${payload.donated_on}T09:00:00+01:00`);
      const forMen = donateAgainReminder(nextDonationDate('Male', donatedOn)!);
      const forWomen = donateAgainReminder(nextDonationDate('Female', donatedOn)!);
      // The interval is the domain's; the donor's gender picks one of the two dates in the same statement.
      await em.execute(
        `${insert} select ?, ?, 'donate_again', ?, ?, ?,
             case when (select gender from app_user where id = ?) = 'Male' then ?::timestamptz else ?::timestamptz end, ?, now()`,
        [
          randomUUID(),
          payload.donor_id,
          forWomen.title,
          forWomen.description,
          forWomen.location,
          payload.donor_id,
          forMen.start,
          forWomen.start,
          event.id,
        ],
      );
    }
  }
}

/**
 * Raises ReminderDue for every reminder whose date has come, once each (marked in the same transaction as the event
 * is written). Run by a scheduled job under a database lock.
 */
export const raiseDueReminders = async (em: EntityManager, now = new Date(), limit = 500): Promise<number> => {
  const due = await em.execute<{ id: string; user_id: string; title: string }[]>(
    `update reminder set due_notified_at = now()
       where id in (select id from reminder where due_notified_at is null and date <= ? order by date limit ? for update skip locked)
       returning id, user_id, title`,
    [now, limit],
  );
  for (const reminder of due)
    recordEvent(em, ReminderDue, reminder.user_id, {
      donor_id: reminder.user_id,
      reminder_id: reminder.id,
      title: reminder.title,
    });
  await em.flush();
  return due.length;
};
