import { Controller, Get } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageInfo, pageInfoSchema, pageQuery, pageWindow, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import {
  donorMatchesSql,
  donorMatchSchema,
  toDonorMatchView,
  type DonorMatchRow,
} from '../donor-match/donor-match.http.controller.js';
import { AIRTIME_OF_MATCH, airtimeCreditSchema, type AirtimeCreditView } from '../../../airtime/index.js';

/**
 * Who confirmed the donation: the hospital (its officer took the donor's code, before or after the recipient
 * confirmed) or the recipient; null while unconfirmed. A confirmed match without a stored confirmer is the
 * recipient's (confirmations from before officers).
 */
export const donationConfirmer = (
  status: DonorMatchRow['match_status'],
  stored: string | null | undefined,
): 'recipient' | 'hospital' | null => {
  if (status !== 'confirmed') return null;
  return stored === 'hospital' || stored === 'officer' ? 'hospital' : 'recipient';
};

const historyItemSchema = donorMatchSchema.extend({
  feedback_given: z.boolean(),
  confirmed_by: z
    .enum(['recipient', 'hospital'])
    .nullable()
    .describe("who confirmed the donation: the hospital's officer or the recipient; null until confirmed"),
  airtime: airtimeCreditSchema.nullable().describe('the airtime thank-you for this donation, once it is confirmed'),
});
const donationsQuery = pageQuery.extend({
  status: z.enum(['pending', 'confirmed'], { error: "Status must be 'pending' or 'confirmed'" }).default('pending'),
});

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests')
export class DonorHistoryController {
  constructor(private readonly em: EntityManager) {}

  @Get('donor/history')
  @ApiOperation({
    summary: 'Your past donations: confirmed by the recipient, or that you said you gave; newest first',
  })
  @ApiReply(z.object({ donations: z.array(historyItemSchema), page_info: pageInfoSchema }))
  @ApiErrors(400, 401)
  async history(@CurrentUser() user: AuthenticatedUser, @ValidQuery(pageQuery) query: z.output<typeof pageQuery>) {
    const window = pageWindow(query);
    const rows = await this.em.fork().execute<
      Array<
        DonorMatchRow & {
          total: number;
          feedback_given: boolean;
          airtime: AirtimeCreditView | null;
        }
      >
    >(
      donorMatchesSql(
        `and (m.status = 'confirmed' or (m.status = 'accepted' and m.attempted_at is not null))
           order by coalesce(m.confirmed_at, m.attempted_at) desc, m.id limit ? offset ?`,
      ).replace(
        'count(*) over ()::int as total',
        `count(*) over ()::int as total,
           exists (select 1 from feedback f where f.request_id = r.id and f.author_id = m.donor_id) as feedback_given,
           ${AIRTIME_OF_MATCH} as airtime`,
      ),
      [user.id, window.limit, window.offset],
    );
    return reply({
      donations: rows.map((row) => ({
        ...toDonorMatchView(row),
        feedback_given: row.feedback_given,
        confirmed_by: donationConfirmer(row.match_status, row.confirmed_by),
        airtime: row.airtime,
      })),
      page_info: pageInfo(rows[0]?.total ?? 0, query),
    });
  }

  @Get('donations')
  @ApiOperation({ summary: 'Your donations: pending (accepted, not yet confirmed) or confirmed' })
  @ApiReply(z.object({ donations: z.array(donorMatchSchema), page_info: pageInfoSchema }))
  @ApiErrors(400, 401)
  async donations(
    @CurrentUser() user: AuthenticatedUser,
    @ValidQuery(donationsQuery) query: z.output<typeof donationsQuery>,
  ) {
    const window = pageWindow(query);
    const status = query.status === 'pending' ? 'accepted' : 'confirmed';
    const rows = await this.em
      .fork()
      .execute<Array<DonorMatchRow & { total: number }>>(
        donorMatchesSql(`and m.status = ? order by m.created_at desc, m.id limit ? offset ?`),
        [user.id, status, window.limit, window.offset],
      );
    return reply({ donations: rows.map(toDonorMatchView), page_info: pageInfo(rows[0]?.total ?? 0, query) });
  }
}
