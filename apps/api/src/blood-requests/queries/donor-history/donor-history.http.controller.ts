import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageInfo, pageInfoSchema, pageQuery, pageWindow, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { donorMatchSchema } from '../donor-match/donor-match.response.dto.js';
import { ListDonationsQuery } from '../list-donations/list-donations.query.js';
import { DonorHistoryQuery } from './donor-history.query.js';
import { historyItemSchema } from './donor-history.response.dto.js';

const donationsQuery = pageQuery.extend({
  status: z.enum(['pending', 'confirmed'], { error: "Status must be 'pending' or 'confirmed'" }).default('pending'),
});

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests')
export class DonorHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('donor/history')
  @ApiOperation({
    summary: 'Your past donations: confirmed by the recipient, or that you said you gave; newest first',
  })
  @ApiReply(z.object({ donations: z.array(historyItemSchema), page_info: pageInfoSchema }))
  @ApiErrors(400, 401)
  async history(@CurrentUser() user: AuthenticatedUser, @ValidQuery(pageQuery) query: z.output<typeof pageQuery>) {
    const { donations, total } = await this.queries.execute(new DonorHistoryQuery(user.id, pageWindow(query)));
    return reply({ donations, page_info: pageInfo(total, query) });
  }

  @Get('donations')
  @ApiOperation({ summary: 'Your donations: pending (accepted, not yet confirmed) or confirmed' })
  @ApiReply(z.object({ donations: z.array(donorMatchSchema), page_info: pageInfoSchema }))
  @ApiErrors(400, 401)
  async donations(
    @CurrentUser() user: AuthenticatedUser,
    @ValidQuery(donationsQuery) query: z.output<typeof donationsQuery>,
  ) {
    const status = query.status === 'pending' ? 'accepted' : 'confirmed';
    const { donations, total } = await this.queries.execute(new ListDonationsQuery(user.id, status, pageWindow(query)));
    return reply({ donations, page_info: pageInfo(total, query) });
  }
}
