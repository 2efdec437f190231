import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ApiReply, reply } from '../../platform/http/replies.js';

/** The map tiles the user app shows (MAP_TILE_URL), so a deployment changes them without rebuilding the app. */
@ApiTags('util')
@Controller('util')
export class GetMapSettingsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get('map')
  @ApiReply(z.object({ tile_url: z.string(), attribution: z.string() }), {
    description: 'Tile URL template ({z}/{x}/{y}) and the attribution to show with the tiles',
  })
  settings() {
    return reply({ tile_url: this.config.MAP_TILE_URL, attribution: this.config.MAP_TILE_ATTRIBUTION });
  }
}
