import { Controller, Inject, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { phoneStatusSchema } from '../../phone-status.view.js';
import { GetPhoneStatusQuery } from '../../queries/get-phone-status/get-phone-status.query.js';
import { SendPhoneCodeCommand } from './send-phone-code.command.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/phone')
export class SendPhoneCodeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimits: RateLimits,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('code')
  @ApiOperation({
    summary: 'Text a 6-digit code to your phone number (valid 10 minutes, 5 tries; a new code replaces the old)',
  })
  @ApiReply(phoneStatusSchema, { status: 201 })
  @ApiErrors(401, 409, 429)
  async send(@CurrentUser() session: AuthenticatedUser, @Ip() ip: string) {
    await this.rateLimits.perIp('phone-code', ip, this.config.RATE_LIMIT_PHONE_CODE_IP);
    await this.commands.execute(new SendPhoneCodeCommand(session.id));
    return reply(await this.queries.execute(new GetPhoneStatusQuery(session.id)), { key: 'api:phone.codeSent' });
  }
}
