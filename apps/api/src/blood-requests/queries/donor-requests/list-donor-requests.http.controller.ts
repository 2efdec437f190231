import { Controller, Get, Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { BLOOD_GROUPS, donorIneligibility, GENDERS, isBlank } from '@app/domain';
import { UserEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageInfo, pageInfoSchema, pageQuery, pageWindow, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { loadDonorProfile } from '../../blood-request.shared.js';
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
  select ${DONOR_REQUEST_COLUMNS}, t.distance_km, count(*) over ()::int as total
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

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests/donor')
export class ListDonorRequestsController {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    @CurrentUser() session: AuthenticatedUser,
    @ValidQuery(donorRequestsQuery) query: z.output<typeof donorRequestsQuery>,
  ) {
    const em = this.em.fork();
    const user = await em.findOneOrFail(UserEntity, { id: session.id });
    const reasons = donorIneligibility(await loadDonorProfile(em, user));
    if (reasons.length) {
      return reply({ donations: [], page_info: pageInfo(0, query), eligibility: { eligible: false, reasons } });
    }
    const window = pageWindow(query);
    const staleBefore = new Date(Date.now() - this.config.REQUEST_EXPIRY_HOURS * 3_600_000);
    const rows = await em.execute<Array<DonorRequestRow & { total: number }>>(
      donorFeedSql({ bloodGroup: !!query.blood_group, gender: !!query.gender }),
      [
        user.id,
        staleBefore,
        ...(query.blood_group ? [query.blood_group] : []),
        ...(query.gender ? [query.gender] : []),
        window.limit,
        window.offset,
      ],
    );
    return reply({
      donations: rows.map(toDonorRequestView),
      page_info: pageInfo(rows[0]?.total ?? 0, query),
      eligibility: { eligible: true, reasons: [] },
    });
  }
}
