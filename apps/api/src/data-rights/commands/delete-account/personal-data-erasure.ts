import type { EntityManager } from '@mikro-orm/postgresql';
import { donationReminder } from '@app/domain';
import type { UserEntity } from '@app/persistence';
import { storageKeyOf } from '../../../platform/storage/file-urls.js';

/** The count of wrong passwords given to delete this account (the login lock's rule applies). */
export const deletionFailuresKey = (userId: string) => `delete-account-failures:${userId}`;

/** The address a deleted account keeps: unique (the column is), never deliverable, and free for a new sign-up. */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

const anonymousDonationReminder = (now: Date) =>
  donationReminder({ hospital: '', stateName: null, recipientFirstName: null, neededAt: now }).description;

/** A statement for the rows where any of `columns` contains any of `values`, as plain text. */
const mentioning = (statement: string, columns: string[], values: string[]): [string, unknown[]] => {
  const tests = columns.flatMap((column) => values.map(() => `strpos(${column}, ?) > 0`));
  return [`${statement} where ${tests.join(' or ')}`, columns.flatMap(() => values)];
};

/**
 * Erases what identifies the person, inside the caller's transaction, and returns the stored files to delete once
 * it commits. Rows the platform's figures count (the account, its requests, matches and confirmed donations,
 * stats, badges) stay under the bare id; the rest of the person's data goes.
 */
export const erasePersonalData = async (em: EntityManager, user: UserEntity, now: Date): Promise<string[]> => {
  const { id, email, phoneNumber } = user;
  // Never an empty needle: strpos(text, '') matches every row.
  const identifiers = [email, phoneNumber].filter((value) => value.length >= 5);
  const files: string[] = [];
  const keep = (url: string | null) => {
    const key = url ? storageKeyOf(url) : null;
    if (key) files.push(key);
  };
  keep(user.image);

  const applications = await em.execute<{ passport: string; cv: string }[]>(
    `delete from advocate_application where email = ? returning passport, cv`,
    [email],
  );
  for (const application of applications) {
    keep(application.passport);
    keep(application.cv);
  }
  // Their rows in `upload` (the application's files) go with the files themselves.
  const uploads = applications.flatMap((application) => [application.passport, application.cv]);
  if (uploads.length)
    await em.execute(`delete from upload where url in (${uploads.map(() => '?').join(', ')})`, uploads);

  const statements: [string, unknown[]][] = [
    [`delete from account_token where user_id = ?`, [id]],
    [`delete from device_token where user_id = ?`, [id]],
    [`delete from revoked_session where user_id = ?`, [id]],
    [`delete from notification where user_id = ?`, [id]],
    [`delete from reminder where user_id = ?`, [id]],
    [`delete from phone_verification where user_id = ?`, [id]],
    [`delete from sms_message where user_id = ?`, [id]],
    // The airtime given stays counted (budgets, staff records) without the number; what was not sent yet never is.
    [
      `update airtime_credit set phone_number = null,
              last_error = case when status in ('pending', 'awaiting_phone') then ? else last_error end,
              status = case when status in ('pending', 'awaiting_phone') then 'failed' else status end
        where donor_id = ?`,
      ['The donor deleted their account before it was sent', id],
    ],
    [`delete from outgoing_mail where recipient = ?`, [email]],
    [`delete from testimonial where author_id = ?`, [id]],
    [`delete from partnership_message where email = ?`, [email]],
    [`update consent_record set withdrawn_at = ? where user_id = ? and withdrawn_at is null`, [now, id]],
    // The people a request was for, and the free text around it, were the requester's to give.
    [
      `update blood_request set first_name = '', last_name = '', phone_number = null, physician = '', reason_text = null
        where requester_id = ?`,
      [id],
    ],
    [`update request_decline set decline_reason = null where donor_id = ?`, [id]],
    // A place the donor took in an appeal is free again (a donation already recorded stays counted).
    [
      `with freed as (
         update appeal_response set status = 'cancelled', cancelled_at = ? where donor_id = ? and status = 'coming'
         returning appeal_id)
       update appeal a set coming_count = greatest(0, a.coming_count - f.n)
         from (select appeal_id, count(*)::int as n from freed group by appeal_id) f where a.id = f.appeal_id`,
      [now, id],
    ],
    // Donors' reminders for the person's requests named the one the blood was for: they keep the reminder, unnamed.
    [
      `update reminder set description = ? where id in
         (select m.id from donation_match m join blood_request r on r.id = m.request_id where r.requester_id = ?)`,
      [anonymousDonationReminder(now), id],
    ],
    // What others wrote naming the person: the name typed in a report or a feedback about them.
    [`update abuse_report set name = '' where reported_user_id = ?`, [id]],
    [`update feedback set name = null where match_id in (select id from donation_match where donor_id = ?)`, [id]],
    // Money given stays in the accounts and the figures; who gave it does not.
    [`update donation set name = '', email = '', phone_number = '' where email = ?`, [email]],
    // Messages not delivered yet, or kept after delivery, that carry the address or the number (receipts, mail).
    mentioning('delete from outbox_message', ['payload::text', 'metadata::text'], identifiers),
    mentioning('delete from dead_letter', ['envelope::text'], identifiers),
    mentioning('delete from rate_limit_counter', ['key'], [...identifiers, deletionFailuresKey(id)]),
  ];
  for (const [sql, params] of statements) await em.execute(sql, params);

  Object.assign(user, {
    firstName: '',
    lastName: '',
    email: deletedEmail(id),
    phoneNumber: '',
    passwordHash: '',
    status: 'pending',
    onboarded: false,
    gender: null,
    dob: null,
    bloodGroup: null,
    genotype: null,
    state: null,
    latitude: null,
    longitude: null,
    address: null,
    lastDonationDate: null,
    height: null,
    weight: null,
    bloodPressure: null,
    heartRate: null,
    image: null,
    verifiedAt: null,
    suspendedUntil: null,
    pausedUntil: null,
    phoneVerifiedAt: null,
    smsAlerts: false,
    sessionsValidAfter: now,
    deletedAt: now,
  } satisfies Partial<UserEntity>);
  return files;
};
