import type { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '@app/persistence';
import { toUserView } from '../../../accounts/index.js';
import { DATA_RIGHTS_ERRORS } from '../../data-rights.errors.js';

export const EXPORT_FORMAT = 'blood-match-personal-data';
export const EXPORT_VERSION = 1;

/**
 * Each part of the export: the rows held about the person, selected column by column so nothing of anyone else
 * comes along (a match shows the request's hospital and date, never the recipient's name or phone). `$1` is the
 * person's id, `$2` their email (money donations, partnership messages and advocate applications are kept by email).
 */
const PARTS = {
  consents: `select kind, version, given_at, withdrawn_at from consent_record where user_id = $1 order by given_at`,
  blood_requests: `select r.id, r.recipient, r.first_name, r.last_name, r.phone_number, r.gender, r.blood_group,
       coalesce(reason.name, r.reason_text) as reason, r.reason_text, r.units, r.needed_at, r.hospital, r.physician,
       s.name as state, r.latitude, r.longitude, r.status, r.matched_count, r.created_at, r.updated_at
     from blood_request r join state s on s.id = r.state_id left join reason on reason.id = r.reason_id
     where r.requester_id = $1 order by r.created_at`,
  matches: `select m.id, m.request_id, r.hospital, r.needed_at, m.status, m.attempted_at, m.confirmed_at, m.donated_on,
       m.created_at
     from donation_match m join blood_request r on r.id = m.request_id where m.donor_id = $1 order by m.created_at`,
  declined_requests: `select d.request_id, reason.name as reason, d.decline_reason, d.created_at
     from request_decline d left join reason on reason.id = d.reason_id where d.donor_id = $1 order by d.created_at`,
  requests_alerted_about: `select request_id, wave, distance_km, targeted_at, seen_at from blood_request_target
     where donor_id = $1 order by targeted_at`,
  appeals_reached: `select r.appeal_id, h.name as hospital, a.reason, r.reached_at from appeal_recipient r
     join appeal a on a.id = r.appeal_id join hospital h on h.id = a.hospital_id
     where r.donor_id = $1 order by r.reached_at`,
  appeal_responses: `select x.appeal_id, h.name as hospital, x.slot_start, x.donor_code, x.status, x.cancelled_at,
       x.donated_at, x.created_at from appeal_response x
     join appeal a on a.id = x.appeal_id join hospital h on h.id = a.hospital_id
     where x.donor_id = $1 order by x.created_at`,
  donations: `select match_id, request_id, donated_on from donor_donation where donor_id = $1 order by donated_on`,
  donation_stats: `select attempted_count, confirmed_count, updated_at from donor_stats where donor_id = $1`,
  badges: `select badge, earned_at from donor_badge where donor_id = $1 order by earned_at`,
  reminders: `select id, kind, title, description, location, date, due_notified_at, created_at from reminder
     where user_id = $1 order by date`,
  notifications: `select id, title, body, url, read, created_at from notification where user_id = $1
     order by created_at`,
  feedback: `select id, type, request_id, match_id, name, hospital, description, outcome, status, created_at
     from feedback where author_id = $1 order by created_at`,
  testimonials: `select id, type, name, state, summary, challenges, aftermath, conclusion, reason, lesson, status,
       created_at from testimonial where author_id = $1 order by created_at`,
  abuse_reports: `select id, reporter_role, name, description, status, created_at from abuse_report
     where reporter_id = $1 order by created_at`,
  money_donations: `select reference, provider, name, email, phone_number, amount, currency, status, paid_at,
       created_at from donation where email = $2 order by created_at`,
  phone_verification: `select phone_number, attempts, expires_at, created_at from phone_verification
     where user_id = $1`,
  text_messages: `select kind, phone_number, status, sent_at, created_at from sms_message where user_id = $1
     order by created_at`,
  airtime_credits: `select status, amount_ngn, phone_number, decided_at, sent_at from airtime_credit
     where donor_id = $1 order by decided_at`,
  emails: `select subject, created_at, sent_at, abandoned_at from outgoing_mail where recipient = $2
     order by created_at`,
  push_subscriptions: `select device_id, updated_at from device_token where user_id = $1 order by updated_at`,
  partnership_messages: `select name, email, description, is_organization, status, created_at
     from partnership_message where email = $2 order by created_at`,
  advocate_applications: `select name, email, phone_number, state, age, education_level, bio, jbm_description,
       advocate_reason, passport, cv, status, decision_message, decided_at, created_at
     from advocate_application where email = $2 order by created_at`,
} as const;

export type ExportPart = keyof typeof PARTS;
export const EXPORT_PARTS = Object.keys(PARTS) as ExportPart[];

/** Everything the platform holds about one person, as one JSON document (NDPA 2023, right of access). */
export const personalDataExport = async (em: EntityManager, userId: string, now = new Date()) => {
  const user = await em.findOne(UserEntity, { id: userId, deletedAt: null }, { populate: ['state'] });
  if (!user) throw DATA_RIGHTS_ERRORS.error('user_not_found');
  const connection = em.getConnection();
  const parts = await Promise.all(
    EXPORT_PARTS.map(async (part) => {
      const sql = PARTS[part].replace(/\$1/g, '?').replace(/\$2/g, '?');
      // Positional `?`: each placeholder takes the id or the email in the order they are written.
      const params = [...PARTS[part].matchAll(/\$([12])/g)].map((match) => (match[1] === '1' ? user.id : user.email));
      return [part, await connection.execute<Record<string, unknown>[]>(sql, params)] as const;
    }),
  );
  const records = Object.fromEntries(parts) as Record<ExportPart, Record<string, unknown>[]>;
  const [stats] = records.donation_stats;
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: now.toISOString(),
    profile: {
      ...toUserView(user),
      verified_at: user.verifiedAt?.toISOString() ?? null,
      suspended_until: user.suspendedUntil?.toISOString() ?? null,
      phone_verified_at: user.phoneVerifiedAt?.toISOString() ?? null,
      sms_alerts: user.smsAlerts,
    },
    ...records,
    donation_stats: stats ?? null,
  };
};

export type PersonalDataExport = Awaited<ReturnType<typeof personalDataExport>>;
