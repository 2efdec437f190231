import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { GetPlatformStatsQuery } from './get-platform-stats.query.js';

const platformStatsSchema = z.object({
  registered_donors: z.number().int(),
  donation_requests: z.number().int(),
  successful_matches: z.number().int(),
  advocates: z.number().int(),
});

@ApiTags('stats')
@Controller('stats')
export class GetPlatformStatsController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * The home page's "by the numbers": donors who signed up as donors and verified their email, blood requests made,
   * donations confirmed, accepted advocates.
   */
  @Public()
  @Get('platform')
  @ApiReply(platformStatsSchema)
  async platform() {
    return reply(await this.queries.execute(new GetPlatformStatsQuery()));
  }
}
