import { z } from 'zod';
import { BLOOD_GROUPS, GENDERS, requestChipLabel, type RequestStatus } from '@app/domain';
import type { SqlStatements } from '../platform/sql/bound-statements.js';

export const matchViewSchema = z.object({
  id: z.string(),
  status: z.enum(['accepted', 'confirmed']),
  attempted: z.boolean(),
  donated_on: z.string().nullable(),
  user: z.object({ first_name: z.string(), last_name: z.string(), phone_number: z.string() }),
});

export const progressSchema = z.object({
  notified: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  radius_km: z.number().nullable().describe('radius of the last wave; null once the whole state was searched'),
  wave: z.number().int(),
  searching: z.boolean(),
});

export const recipientRequestSchema = z.object({
  id: z.string(),
  status: z.string(),
  chip_label: z.string(),
  recipient: z.enum(['self', 'others']),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  user: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  image: z.string().nullable(),
  gender: z.enum(GENDERS),
  blood_group: z.enum(BLOOD_GROUPS),
  reason_id: z.number().nullable(),
  reason: z.string().nullable(),
  hospital: z.string(),
  hospital_id: z.string().nullable().describe("the registry's hospital; null for a free-text hospital"),
  hospital_verified: z.boolean(),
  physician: z.string(),
  state: z.object({ id: z.number(), name: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  date: z.string(),
  units: z.number().int(),
  matches: z.array(matchViewSchema),
  progress: progressSchema,
  close_reason: z.string().nullable().describe("the hospital's reason, once an officer closed the request"),
  created_at: z.string(),
});
export type RecipientRequestView = z.infer<typeof recipientRequestSchema>;

interface RequestRow {
  id: string;
  status: RequestStatus;
  recipient: 'self' | 'others';
  first_name: string;
  last_name: string;
  phone_number: string | null;
  user_id: string;
  user_first_name: string;
  user_last_name: string;
  image: string | null;
  gender: (typeof GENDERS)[number];
  blood_group: (typeof BLOOD_GROUPS)[number];
  reason_id: number | null;
  reason: string | null;
  hospital: string;
  hospital_id: string | null;
  hospital_verified: boolean;
  physician: string;
  state_id: number;
  state_name: string;
  latitude: number;
  longitude: number;
  needed_at: Date;
  units: number;
  matched_count: number;
  search_wave: number;
  search_radius_km: number | null;
  next_wave_at: Date | null;
  close_reason: string | null;
  created_at: Date;
  notified: number;
  declined: number;
  total: number;
}

interface MatchRow {
  id: string;
  request_id: string;
  status: 'accepted' | 'confirmed';
  attempted_at: Date | null;
  donated_on: string | null;
  first_name: string;
  last_name: string;
  phone_number: string;
}

/** A `date` column as YYYY-MM-DD, whether the driver gave a string or a Date. */
export const dayString = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

const REQUEST_SELECT = `
  select r.id, r.status, r.recipient, r.first_name, r.last_name, r.phone_number, u.id as user_id,
         u.first_name as user_first_name, u.last_name as user_last_name, u.image, r.gender, r.blood_group,
         r.reason_id, coalesce(r.reason_text, rs.name) as reason, r.hospital, r.hospital_id,
         coalesce(h.status = 'verified', false) as hospital_verified, r.physician, r.state_id,
         s.name as state_name, r.latitude, r.longitude, r.needed_at, r.units, r.matched_count, r.search_wave,
         r.search_radius_km, r.next_wave_at, r.close_reason, r.created_at,
         (select count(*)::int from blood_request_target t where t.request_id = r.id) as notified,
         (select count(*)::int from request_decline d where d.request_id = r.id) as declined,
         count(*) over ()::int as total
    from blood_request r
    join app_user u on u.id = r.requester_id
    join state s on s.id = r.state_id
    left join reason rs on rs.id = r.reason_id
    left join hospital h on h.id = r.hospital_id`;

/**
 * The recipient's own requests with their matches. Donors' phone numbers appear here only: on the requester's own
 * request, and only for donors who accepted it (a match exists only once a donor accepted).
 */
export const loadRecipientRequests = async (
  reader: SqlStatements,
  filter: { requesterId: string; requestId?: string; offset?: number; limit?: number },
): Promise<{ requests: RecipientRequestView[]; total: number }> => {
  const rows = await reader.execute<RequestRow>(
    `${REQUEST_SELECT}
      where r.requester_id = ? ${filter.requestId ? 'and r.id = ?' : ''}
      order by r.created_at desc, r.id
      limit ? offset ?`,
    [filter.requesterId, ...(filter.requestId ? [filter.requestId] : []), filter.limit ?? 20, filter.offset ?? 0],
  );
  const ids = rows.map((row) => row.id);
  const matches = ids.length
    ? await reader.execute<MatchRow>(
        `select m.id, m.request_id, m.status, m.attempted_at, m.donated_on, u.first_name, u.last_name, u.phone_number
           from donation_match m join app_user u on u.id = m.donor_id
          where m.request_id = any(?::uuid[]) and m.status <> 'no_show'
          order by m.created_at`,
        [`{${ids.join(',')}}`],
      )
    : [];
  const requests = rows.map((row) => {
    const own = matches.filter((match) => match.request_id === row.id);
    return {
      id: row.id,
      status: row.status,
      chip_label: requestChipLabel({ status: row.status, units: row.units, matched: row.matched_count }),
      recipient: row.recipient,
      first_name: row.first_name,
      last_name: row.last_name,
      phone_number: row.phone_number,
      user: { id: row.user_id, first_name: row.user_first_name, last_name: row.user_last_name },
      image: row.image,
      gender: row.gender,
      blood_group: row.blood_group,
      reason_id: row.reason_id,
      reason: row.reason,
      hospital: row.hospital,
      hospital_id: row.hospital_id,
      hospital_verified: row.hospital_verified,
      physician: row.physician,
      state: { id: row.state_id, name: row.state_name },
      latitude: row.latitude,
      longitude: row.longitude,
      date: new Date(row.needed_at).toISOString(),
      units: row.units,
      matches: own.map((match) => ({
        id: match.id,
        status: match.status,
        attempted: match.attempted_at !== null,
        donated_on: dayString(match.donated_on),
        user: { first_name: match.first_name, last_name: match.last_name, phone_number: match.phone_number },
      })),
      progress: {
        notified: row.notified,
        accepted: row.matched_count,
        declined: row.declined,
        radius_km: row.search_radius_km,
        wave: row.search_wave,
        searching: row.status === 'pending' && row.next_wave_at !== null,
      },
      close_reason: row.close_reason,
      created_at: new Date(row.created_at).toISOString(),
    };
  });
  return { requests, total: rows[0]?.total ?? 0 };
};
