import { Controller, Headers, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Public } from '@app/auth';
import { NotAuthenticatedError } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { rawBodyOf } from '../../raw-body.js';
import { BAD_SIGNATURE, HandlePaystackWebhookCommand } from './handle-paystack-webhook.command.js';

@ApiTags('payments')
@Controller('payments/paystack')
export class HandlePaystackWebhookController {
  constructor(private readonly commands: CommandBus) {}

  /** Paystack's (or the sandbox's) event callback. 401 without a valid signature; repeats change nothing. */
  @Public()
  @Post('webhook')
  @ApiHeader({ name: 'x-paystack-signature', required: true, description: 'HMAC-SHA512 of the raw body, hex' })
  @ApiReply(z.object({ handled: z.boolean() }))
  @ApiErrors(400, 401)
  async receive(@Req() request: FastifyRequest, @Headers('x-paystack-signature') signature: unknown) {
    const raw = rawBodyOf(request);
    // eslint-disable-next-line no-restricted-syntax -- for the payment provider or an integrator, not people: English only
    if (!raw) throw new NotAuthenticatedError(BAD_SIGNATURE);
    return reply(await this.commands.execute(new HandlePaystackWebhookCommand(raw, signature)), {
      key: 'api:payments.webhookReceived',
    });
  }
}
