import { donorIneligibility } from '@app/domain';
import { pageInfo, type PageQuery } from '../../../platform/http/replies.js';
import type { SqlStatements } from '../../../platform/sql/bound-statements.js';
import {
  COMMITTED_ELSEWHERE_SQL,
  committedElsewhereParams,
  donorProfile,
  LAST_CONFIRMED_DONATION_SQL,
  type DonorProfileSource,
} from '../../blood-request.shared.js';
import {
  DONOR_REQUEST_COLUMNS,
  DONOR_REQUEST_JOINS,
  toDonorRequestView,
  type DonorRequestRow,
} from '../../donor-request.view.js';

/**
 * The donor's feed: open requests this donor was targeted for and can still serve (not full, not past its date by
 * the expiry time, not already answered), newest first. It reads the donor's targets by index, never the requests.
 */
export const donorFeedSql = (filters: { bloodGroup: boolean; gender: boolean }) => `
  select ${DONOR_REQUEST_COLUMNS}, t.distance_km, r.created_at, count(*) over ()::int as total
    from blood_request_target t
    join blood_request r on r.id = t.request_id
    ${DONOR_REQUEST_JOINS}
   where t.donor_id = ?
     and r.status = 'pending' and r.matched_count < r.units and r.needed_at > ?
     and not exists (select 1 from request_decline d where d.request_id = r.id and d.donor_id = t.donor_id)
     and not exists (select 1 from donation_match m where m.request_id = r.id and m.donor_id = t.donor_id)
     ${filters.bloodGroup ? 'and r.blood_group = ?' : ''} ${filters.gender ? 'and r.gender = ?' : ''}
   order by r.created_at desc, r.id
   limit ? offset ?`;

/**
 * The feed page and what the donor rules need of the donor's matches, in one statement: the two figures once, beside
 * each row of the page (or beside one empty row when the page is empty); donorFeedParams gives its parameters. The
 * outer order repeats the page's: a lateral join need not keep it.
 */
export const donorFeedWithMatchesSql = (filters: { bloodGroup: boolean; gender: boolean }) => `
  select (${COMMITTED_ELSEWHERE_SQL}) > 0 as committed_elsewhere,
         (${LAST_CONFIRMED_DONATION_SQL}) as last_confirmed_donation,
         page.*
    from (select 1) one
    left join lateral (${donorFeedSql(filters)}) page on true
   order by page.created_at desc, page.id`;

export interface DonorFeedQuery {
  donorId: string;
  staleBefore: Date;
  bloodGroup?: string | undefined;
  gender?: string | undefined;
  limit: number;
  offset: number;
}

export const donorFeedParams = (query: DonorFeedQuery) => [
  ...committedElsewhereParams(query.donorId),
  query.donorId,
  query.donorId,
  query.staleBefore,
  ...(query.bloodGroup ? [query.bloodGroup] : []),
  ...(query.gender ? [query.gender] : []),
  query.limit,
  query.offset,
];

type FeedRow = { committed_elsewhere: boolean; last_confirmed_donation: string | null } & (
  (DonorRequestRow & { total: number }) | { [key in keyof DonorRequestRow | 'total']: null }
);

/** The donor's feed as the reply shows it: empty, with the reasons, while the donor rules say they cannot donate. */
export const readDonorFeed = async (
  reader: SqlStatements,
  donor: DonorProfileSource,
  query: Omit<DonorFeedQuery, 'donorId'> & PageQuery,
) => {
  const rows = await reader.execute<FeedRow>(
    donorFeedWithMatchesSql({ bloodGroup: !!query.bloodGroup, gender: !!query.gender }),
    donorFeedParams({ ...query, donorId: donor.id }),
  );
  const first = rows[0]!;
  const reasons = donorIneligibility(donorProfile(donor, first.committed_elsewhere, first.last_confirmed_donation));
  if (reasons.length)
    return { donations: [], page_info: pageInfo(0, query), eligibility: { eligible: false, reasons } };
  const page = rows.filter((row): row is FeedRow & DonorRequestRow & { total: number } => row.id !== null);
  return {
    donations: page.map(toDonorRequestView),
    page_info: pageInfo(page[0]?.total ?? 0, query),
    eligibility: { eligible: true, reasons: [] },
  };
};
