import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DONOR_REQUEST_COLUMNS,
  DONOR_REQUEST_JOINS,
  toDonorRequestView,
  type DonorRequestRow,
} from '../../donor-request.view.js';
import { dayString } from '../../recipient-request.view.js';

type MatchRow = DonorRequestRow & {
  match_id: string;
  match_status: 'accepted' | 'confirmed' | 'no_show';
  attempted_at: Date | null;
  accepted_at: Date;
  donated_on: string | null;
  donor_code: string | null;
  confirmed_by: 'recipient' | 'hospital' | null;
  contact_phone: string;
};

/**
 * A donor's matches with their requests. Once a donor accepted, and until the donation is confirmed, they may call
 * about it (spec 2.4: the phone appears as a call link after accepting), as the recipient may call them; the feed
 * never shows a phone.
 */
export const donorMatchesSql = (where: string) => `
  select ${DONOR_REQUEST_COLUMNS}, null::float8 as distance_km, m.id as match_id, m.status as match_status,
         m.attempted_at, m.created_at as accepted_at, m.donated_on, m.donor_code, m.confirmed_by,
         coalesce(r.phone_number, o.phone_number) as contact_phone, count(*) over ()::int as total
    from donation_match m
    join blood_request r on r.id = m.request_id
    ${DONOR_REQUEST_JOINS}
   where m.donor_id = ? ${where}`;

export const toDonorMatchView = (row: MatchRow) => ({
  id: row.match_id,
  status: row.match_status,
  attempted: row.attempted_at !== null,
  date: new Date(row.accepted_at).toISOString(),
  donated_on: dayString(row.donated_on),
  donor_code: row.donor_code,
  contact_phone: row.match_status === 'accepted' ? row.contact_phone : null,
  request: toDonorRequestView(row),
});

export const loadDonorMatch = async (em: EntityManager, donorId: string, requestId: string) => {
  const rows = await em.execute<MatchRow[]>(donorMatchesSql('and m.request_id = ?'), [donorId, requestId]);
  return rows[0] ? toDonorMatchView(rows[0]) : null;
};

export type DonorMatchRow = MatchRow;
