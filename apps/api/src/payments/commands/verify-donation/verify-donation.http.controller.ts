import { Controller, Inject, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { donationReference, VerifyDonationCommand } from './verify-donation.command.js';
import { PAYMENT_ERRORS } from '../../payments.errors.js';

@ApiTags('partnerships')
@Controller('partnerships/donations')
export class VerifyDonationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Verifies a donation by its reference with the provider, and replies its status. */
  @Public()
  @Post(':reference/verify')
  @ApiReply(
    z.object({
      reference: z.string(),
      status: z.enum(['pending', 'successful', 'failed', 'abandoned']),
      amount: z.number(),
      currency: z.string(),
    }),
  )
  @ApiErrors(404, 429)
  async verify(
    @ValidParam('reference', () => PAYMENT_ERRORS.error('donation_not_found'), donationReference) reference: string,
    @Ip() ip: string,
  ) {
    await this.rateLimits.perIp('donation-verify', ip, this.config.RATE_LIMIT_VERIFY_IP);
    return reply(await this.commands.execute(new VerifyDonationCommand(reference)));
  }
}
