import { Controller, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { AccountSecurity } from '../../account-security.js';
import { RequestPasswordResetCommand, requestPasswordResetRequest } from './request-password-reset.command.js';

@ApiTags('auth')
@Controller('auth')
export class RequestPasswordResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly security: AccountSecurity,
  ) {}

  @Public()
  @Post('password-reset')
  @ApiReply(z.null(), { description: 'The same reply whether or not the email has an account' })
  @ApiErrors(400, 429)
  async requestReset(
    @ValidBody(requestPasswordResetRequest) body: z.output<typeof requestPasswordResetRequest>,
    @Ip() ip: string,
  ) {
    await this.security.limitPerIp('password-reset', ip, this.security.config.RATE_LIMIT_PASSWORD_RESET_IP);
    await this.commands.execute(new RequestPasswordResetCommand(body));
    return reply(null, { key: 'api:accounts.resetSent' });
  }
}
