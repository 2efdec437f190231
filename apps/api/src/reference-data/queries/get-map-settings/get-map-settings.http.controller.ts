import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { GetMapSettingsQuery } from './get-map-settings.query.js';

@ApiTags('util')
@Controller('util')
export class GetMapSettingsController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get('map')
  @ApiReply(z.object({ tile_url: z.string(), attribution: z.string() }), {
    description: 'Tile URL template ({z}/{x}/{y}) and the attribution to show with the tiles',
  })
  async settings() {
    return reply(await this.queries.execute(new GetMapSettingsQuery()));
  }
}
