import { Controller, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { AccountSecurity } from '../../account-security.js';
import { VerifyEmailCommand, verifyEmailRequest } from './verify-email.command.js';

@ApiTags('auth')
@Controller('auth')
export class VerifyEmailController {
  constructor(
    private readonly commands: CommandBus,
    private readonly security: AccountSecurity,
  ) {}

  @Public()
  @Post('verify-email')
  @ApiReply(z.null(), { description: 'Email verified; the account is active' })
  @ApiErrors(400, 429)
  async verify(@ValidBody(verifyEmailRequest) body: z.output<typeof verifyEmailRequest>, @Ip() ip: string) {
    await this.security.limitPerIp('verify', ip, this.security.config.RATE_LIMIT_VERIFY_IP);
    await this.commands.execute(new VerifyEmailCommand(body.token));
    return reply(null, { key: 'api:accounts.emailVerified' });
  }
}
