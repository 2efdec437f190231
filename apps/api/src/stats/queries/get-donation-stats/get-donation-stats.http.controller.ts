import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { GetDonationStatsQuery } from './get-donation-stats.query.js';
import { donationStatsSchema } from './get-donation-stats.response.dto.js';

@ApiTags('stats')
@ApiBearerAuth()
@Controller('requests')
export class GetDonationStatsController {
  constructor(private readonly queries: QueryBus) {}

  /** The donor's own donation statistics and badges (the stats projector's read model). */
  @Get('stats')
  @ApiReply(donationStatsSchema)
  @ApiErrors(401)
  async stats(@CurrentUser() session: AuthenticatedUser) {
    return reply(await this.queries.execute(new GetDonationStatsQuery(session.id)));
  }
}
