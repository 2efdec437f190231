import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Public } from '@app/auth';
import { platformFigures } from '@app/projectors';
import { ApiReply, reply } from '../../../platform/http/replies.js';

const platformStatsSchema = z.object({
  registered_donors: z.number().int(),
  donation_requests: z.number().int(),
  successful_matches: z.number().int(),
  advocates: z.number().int(),
});

@ApiTags('stats')
@Controller('stats')
export class GetPlatformStatsController {
  constructor(private readonly em: EntityManager) {}

  /**
   * The home page's "by the numbers": donors who signed up as donors and verified their email, blood requests made,
   * donations confirmed, accepted advocates.
   */
  @Public()
  @Get('platform')
  @ApiReply(platformStatsSchema)
  async platform() {
    return reply(await platformFigures(this.em.fork()));
  }
}
