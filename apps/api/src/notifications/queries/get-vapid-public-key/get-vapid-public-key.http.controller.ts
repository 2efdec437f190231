import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { GetVapidPublicKeyQuery } from './get-vapid-public-key.query.js';

@ApiTags('notifications')
@Controller('push')
export class GetVapidPublicKeyController {
  constructor(private readonly queries: QueryBus) {}

  /** The application server key a browser needs to subscribe to Web Push (`applicationServerKey`). */
  @Public()
  @Get('vapid-public-key')
  @ApiReply(z.object({ public_key: z.string() }))
  async publicKeyOf() {
    return reply({ public_key: await this.queries.execute(new GetVapidPublicKeyQuery()) });
  }
}
