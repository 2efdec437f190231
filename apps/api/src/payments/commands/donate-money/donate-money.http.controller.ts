import { Controller, Inject, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import {
  DonateMoneyCommand,
  donateMoneyRequest,
  donationReply,
  type DonateMoneyRequest,
} from './donate-money.command.js';

@ApiTags('partnerships')
@Controller('partnerships')
export class DonateMoneyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A money donation. The Cash service replies `authorization_url` (the provider's checkout; the payer returns to
   * `redirect_url`, by default /donate/complete); the Crypto service replies the address, coin, network and amount.
   */
  @Public()
  @Post('donations')
  @ApiReply(donationReply, { status: 201 })
  @ApiErrors(400, 429)
  async donate(@ValidBody(donateMoneyRequest) body: DonateMoneyRequest, @Ip() ip: string) {
    await this.rateLimits.perIp('donation', ip, this.config.RATE_LIMIT_PUBLIC_FORM_IP);
    const result = await this.commands.execute(new DonateMoneyCommand(body));
    return reply(
      result,
      'authorization_url' in result ? { key: 'api:payments.proceedToPayment' } : { key: 'api:payments.sendAmount' },
    );
  }
}
