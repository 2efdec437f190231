import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { BLOOD_GROUPS, DONATION_CONFIRMERS, MATCH_STATUSES, REQUEST_STATUSES, STATUSES_IN_PLAY } from '@app/domain';

/**
 * What an officer sees of a request at their hospital: the patient and the need, and each donor by first name and
 * last initial with where their donation stands. Never a donor's or requester's phone, email or address.
 */
export const officerRequestSchema = z.object({
  id: z.string(),
  patient_name: z.string(),
  blood_group: z.enum(BLOOD_GROUPS),
  units: z.number().int(),
  needed_at: z.string(),
  status: z.enum(REQUEST_STATUSES),
  created_at: z.string(),
  genuine_confirmed_at: z.string().nullable().describe('when an officer confirmed the request is genuine'),
  matches: z.array(
    z.object({
      id: z.string(),
      donor_name: z.string().describe('first name and last initial'),
      status: z.enum(MATCH_STATUSES),
      accepted_at: z.string(),
      confirmed_at: z.string().nullable(),
      confirmed_by: z.enum(DONATION_CONFIRMERS).nullable(),
      no_show_at: z.string().nullable(),
    }),
  ),
});
export type OfficerRequestView = z.output<typeof officerRequestSchema>;

/** `open`: requests still in play (open to donors, full but not yet received, turned off); `closed`: the rest. */
export const OFFICER_REQUEST_FILTERS = ['open', 'closed'] as const;
export type OfficerRequestFilter = (typeof OFFICER_REQUEST_FILTERS)[number];

/** The most requests one list shows: a hospital's open requests fit, and closed ones come newest first. */
const LIST_LIMIT = 200;

/** A donor as an officer names them: first name and last initial, as donors and recipients see each other. */
export const DONOR_NAME_SQL = `u.first_name || case when u.last_name <> '' then ' ' || upper(left(u.last_name, 1)) || '.' else '' end`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface RequestRow {
  id: string;
  first_name: string;
  last_name: string;
  blood_group: (typeof BLOOD_GROUPS)[number];
  units: number;
  needed_at: Date;
  status: (typeof REQUEST_STATUSES)[number];
  created_at: Date;
  genuine_confirmed_at: Date | null;
}

interface MatchRow {
  id: string;
  request_id: string;
  donor_name: string;
  status: (typeof MATCH_STATUSES)[number];
  created_at: Date;
  confirmed_at: Date | null;
  confirmed_by: (typeof DONATION_CONFIRMERS)[number] | null;
  no_show_at: Date | null;
}

/** A hospital's requests as its officers see them: open ones soonest needed first, closed ones newest first. */
export const loadOfficerRequests = async (
  em: EntityManager,
  hospitalId: string,
  filter: OfficerRequestFilter | { requestId: string },
): Promise<OfficerRequestView[]> => {
  const inPlay = [...STATUSES_IN_PLAY];
  const where =
    typeof filter === 'object'
      ? { sql: 'and r.id = ?', params: [filter.requestId] }
      : filter === 'open'
        ? { sql: 'and r.status in (?) order by r.needed_at asc, r.id', params: [inPlay] }
        : { sql: 'and r.status not in (?) order by r.needed_at desc, r.id', params: [inPlay] };
  const requests = await em.execute<RequestRow[]>(
    `select r.id, r.first_name, r.last_name, r.blood_group, r.units, r.needed_at, r.status, r.created_at,
            r.genuine_confirmed_at
       from blood_request r
      where r.hospital_id = ? ${where.sql} limit ${LIST_LIMIT}`,
    [hospitalId, ...where.params],
  );
  if (requests.length === 0) return [];
  const matches = await em.execute<MatchRow[]>(
    `select m.id, m.request_id, ${DONOR_NAME_SQL} as donor_name, m.status, m.created_at, m.confirmed_at,
            m.confirmed_by, m.no_show_at
       from donation_match m join app_user u on u.id = m.donor_id
      where m.request_id in (?) order by m.created_at, m.id`,
    [requests.map((request) => request.id)],
  );
  return requests.map((request) => ({
    id: request.id,
    patient_name: `${request.first_name} ${request.last_name}`.trim(),
    blood_group: request.blood_group,
    units: request.units,
    needed_at: iso(request.needed_at)!,
    status: request.status,
    created_at: iso(request.created_at)!,
    genuine_confirmed_at: iso(request.genuine_confirmed_at),
    matches: matches
      .filter((match) => match.request_id === request.id)
      .map((match) => ({
        id: match.id,
        donor_name: match.donor_name,
        status: match.status,
        accepted_at: iso(match.created_at)!,
        confirmed_at: iso(match.confirmed_at),
        confirmed_by: match.status === 'confirmed' ? (match.confirmed_by ?? 'recipient') : null,
        no_show_at: iso(match.no_show_at),
      })),
  }));
};
