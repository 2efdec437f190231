import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { vapidKeys } from '@app/messaging';
import { ApiReply, reply } from '../../../platform/http/replies.js';

@ApiTags('notifications')
@Controller('push')
export class GetVapidPublicKeyController {
  private readonly publicKey: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.publicKey = vapidKeys(config).publicKey;
  }

  /** The application server key a browser needs to subscribe to Web Push (`applicationServerKey`). */
  @Public()
  @Get('vapid-public-key')
  @ApiReply(z.object({ public_key: z.string() }))
  publicKeyOf() {
    return reply({ public_key: this.publicKey });
  }
}
