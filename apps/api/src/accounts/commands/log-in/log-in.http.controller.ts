import { Controller, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { AccountSecurity } from '../../account-security.js';
import { LogInCommand, logInReply, logInRequest, type LogInRequest } from './log-in.command.js';

@ApiTags('auth')
@Controller('auth')
export class LogInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly security: AccountSecurity,
  ) {}

  @Public()
  @Post('login')
  @ApiReply(logInReply, {
    description:
      'Active user: token and user. Unverified user: user with status "pending", no token, and the verification email sent again',
  })
  @ApiErrors(400, 401, 429)
  async logIn(@ValidBody(logInRequest) body: LogInRequest, @Ip() ip: string) {
    await this.security.limitPerIp('login', ip, this.security.config.RATE_LIMIT_LOGIN_IP);
    const result = await this.commands.execute(new LogInCommand(body));
    return reply(result, result.token ? { key: 'api:accounts.loggedIn' } : { key: 'api:accounts.verificationResent' });
  }
}
