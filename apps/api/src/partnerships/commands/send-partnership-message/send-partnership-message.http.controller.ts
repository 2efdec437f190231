import { Controller, Inject, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { partnershipRequest } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { SendPartnershipMessageCommand, type PartnershipMessage } from './send-partnership-message.command.js';

@ApiTags('partnerships')
@Controller('partnerships')
export class SendPartnershipMessageController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The public partner form. */
  @Public()
  @Post()
  @ApiReply(z.object({ id: z.string() }), { status: 201 })
  @ApiErrors(400, 429)
  async send(@ValidBody(partnershipRequest) body: PartnershipMessage, @Ip() ip: string) {
    await this.rateLimits.perIp('partnership', ip, this.config.RATE_LIMIT_PUBLIC_FORM_IP);
    const { id } = await this.commands.execute(new SendPartnershipMessageCommand(body));
    return reply({ id }, { key: 'api:partnerships.messageSent' });
  }
}
