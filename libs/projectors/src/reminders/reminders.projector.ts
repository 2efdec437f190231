import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AppealDonationRecorded,
  DonationConfirmed,
  DonorMatched,
  ReminderDue,
  type EventEnvelope,
  type PayloadOf,
} from '@app/contracts';
import { donateAgainReminder, donationReminder, nextDonationDate } from '@app/domain';
import { recordEvent, type AfterCommit, type Projector } from '@app/messaging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Donors' reminders: the donation itself when they accept a request (dated when the blood is needed, at the
 * hospital), and "You can donate again" when their rest interval after a confirmed donation ends (3 months for men,
 * 4 for women: the gender is read from app_user; unknown or other, the longer interval is the safe one).
 */
export class RemindersProjector implements Projector {
  readonly name = 'reminders';
  readonly handles = [DonorMatched.type, DonationConfirmed.type, AppealDonationRecorded.type];

  async handle(em: EntityManager, event: EventEnvelope): Promise<void> {
    await this.handleBatch(em, [event]);
  }

  /** The batch's reminders in one insert, after one read of their requests and one of their donors' genders. */
  async handleBatch(em: EntityManager, events: EventEnvelope[]): Promise<AfterCommit[]> {
    const matched = events
      .filter((event) => event.type === DonorMatched.type)
      .map((event) => ({ event, payload: event.payload as PayloadOf<typeof DonorMatched> }));
    // A donation recorded for an appeal rests the donor like any confirmed one.
    const confirmed = events
      .filter((event) => event.type === DonationConfirmed.type || event.type === AppealDonationRecorded.type)
      .map((event) => ({
        event,
        payload: event.payload as Pick<PayloadOf<typeof DonationConfirmed>, 'donor_id' | 'donated_on'>,
      }));
    const requests = await this.requestsOf(
      em,
      matched.map(({ payload }) => payload.request_id),
    );
    const genders = await this.gendersOf(
      em,
      confirmed.map(({ payload }) => payload.donor_id),
    );
    const rows: unknown[][] = [
      ...matched.map(({ event, payload }) => {
        const request = requests.get(payload.request_id);
        const reminder = donationReminder({
          hospital: payload.hospital,
          stateName: request?.state_name ?? null,
          recipientFirstName: request?.first_name ?? null,
          neededAt: new Date(payload.needed_at),
        });
        // The English words stay as the fallback; the key and values put them in the reader's language when read.
        // The match id is the reminder id, so the signed .ics link the accept reply gives already points here.
        const { title, description, location, start } = reminder;
        const firstName = request?.first_name;
        const message = firstName
          ? { key: 'reminders:events.donationFor', values: { hospital: payload.hospital, name: firstName } }
          : { key: 'reminders:events.donation', values: { hospital: payload.hospital } };
        return [
          payload.match_id,
          payload.donor_id,
          'donation',
          title,
          description,
          message.key,
          JSON.stringify({ values: message.values }),
          location,
          start,
          event.id,
        ];
      }),
      ...confirmed.map(({ event, payload }) => {
        // The rest interval is the domain's, by the donor's gender: unknown or other, the longer one is the safe one.
        const donatedOn = new Date(`${payload.donated_on}T09:00:00+01:00`);
        const gender = genders.get(payload.donor_id) === 'Male' ? 'Male' : 'Female';
        const { title, description, location, start } = donateAgainReminder(nextDonationDate(gender, donatedOn)!);
        return [
          randomUUID(),
          payload.donor_id,
          'donate_again',
          title,
          description,
          'reminders:events.donateAgain',
          JSON.stringify({}),
          location,
          start,
          event.id,
        ];
      }),
    ];
    if (rows.length === 0) return [];
    await em.execute(
      `insert into reminder (id, user_id, kind, title, description, message_key, message_params, location, date,
                             event_id, created_at)
       values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now())').join(', ')} on conflict (id) do nothing`,
      rows.flat(),
    );
    return [];
  }

  /** The requests' state and first name complete what DonorMatched carries, as the accept reply reads them. */
  private async requestsOf(em: EntityManager, ids: string[]) {
    const valid = ids.filter((id) => UUID.test(id));
    if (valid.length === 0) return new Map<string, { first_name: string; state_name: string }>();
    const rows = await em.execute<{ id: string; first_name: string; state_name: string }[]>(
      `select r.id, r.first_name, s.name as state_name from blood_request r join state s on s.id = r.state_id
         where r.id in (?)`,
      [valid],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async gendersOf(em: EntityManager, ids: string[]) {
    if (ids.length === 0) return new Map<string, string | null>();
    const rows = await em.execute<{ id: string; gender: string | null }[]>(
      `select id, gender from app_user where id in (?)`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row.gender]));
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
