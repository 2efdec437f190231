import { Controller, Get, Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { BLOOD_GROUPS, donorIneligibility, GENDERS, isBlank } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import {
  ApiReply,
  pageInfo,
  pageInfoSchema,
  pageQuery,
  pageWindow,
  reply,
  type PageQuery,
} from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { leanReader, type SqlReader } from '../../../platform/sql/lean-reader.js';
import type { SignedInUser } from '../../../accounts/database-session.validator.js';
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
  donorRequestSchema,
  toDonorRequestView,
  type DonorRequestRow,
} from '../../donor-request.view.js';

const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

export const donorRequestsQuery = pageQuery.extend({
  blood_group: z.preprocess(blankToUndefined, z.enum(BLOOD_GROUPS, { error: 'Unknown blood group' }).optional()),
  gender: z.preprocess(blankToUndefined, z.enum(GENDERS, { error: 'Gender must be Male or Female' }).optional()),
});

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
 * each row of the page (or beside one empty row when the page is empty). Its parameters: the donor's id twice, the
 * request to leave out of the commitment check (none here), then the page's own (see donorFeedParams).
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
  reader: SqlReader,
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

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests/donor')
export class ListDonorRequestsController {
  private readonly reader: SqlReader;

  constructor(
    em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.reader = leanReader(em);
  }

  @Get()
  @ApiOperation({
    summary: 'Open requests you were alerted for and can serve, newest first (limit=5 for the dashboard)',
    description:
      'Empty while you cannot donate (resting after a donation, paused, suspended, or committed to another request); `eligibility.reasons` says why.',
  })
  @ApiReply(
    z.object({
      donations: z.array(donorRequestSchema),
      page_info: pageInfoSchema,
      eligibility: z.object({ eligible: z.boolean(), reasons: z.array(z.string()) }),
    }),
  )
  @ApiErrors(400, 401)
  async list(
    @CurrentUser() session: SignedInUser,
    @ValidQuery(donorRequestsQuery) query: z.output<typeof donorRequestsQuery>,
  ) {
    return reply(
      await readDonorFeed(this.reader, session.account, {
        ...query,
        ...pageWindow(query),
        bloodGroup: query.blood_group,
        staleBefore: new Date(Date.now() - this.config.REQUEST_EXPIRY_HOURS * 3_600_000),
      }),
    );
  }
}
