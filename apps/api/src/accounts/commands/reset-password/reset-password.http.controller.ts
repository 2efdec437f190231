import { Controller, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { AccountSecurity } from '../../account-security.js';
import { ResetPasswordCommand, resetPasswordRequest } from './reset-password.command.js';

@ApiTags('auth')
@Controller('auth')
export class ResetPasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly security: AccountSecurity,
  ) {}

  @Public()
  @Post('reset-password')
  @ApiReply(z.null(), { description: 'Password changed; every earlier session is signed out' })
  @ApiErrors(400, 429)
  async reset(@ValidBody(resetPasswordRequest) body: z.output<typeof resetPasswordRequest>, @Ip() ip: string) {
    await this.security.limitPerIp('password-reset', ip, this.security.config.RATE_LIMIT_PASSWORD_RESET_IP);
    await this.commands.execute(new ResetPasswordCommand(body));
    return reply(null, { key: 'api:accounts.passwordReset' });
  }
}
