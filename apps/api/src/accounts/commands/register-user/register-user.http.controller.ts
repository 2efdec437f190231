import { Controller, Headers, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { languageOfAcceptHeader } from '@app/i18n/node';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { AccountSecurity } from '../../account-security.js';
import { RegisterUserCommand, registerUserRequest, type RegisterUserRequest } from './register-user.command.js';

@ApiTags('auth')
@Controller('auth')
export class RegisterUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly security: AccountSecurity,
  ) {}

  @Public()
  @Post('register')
  @ApiReply(z.null(), {
    status: 201,
    description:
      'The same reply whether or not the email has an account: a new one is created and sent a verification link; the owner of a known one is emailed that someone tried',
  })
  @ApiErrors(400, 429)
  async register(
    @ValidBody(registerUserRequest) body: RegisterUserRequest,
    @Ip() ip: string,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ) {
    await this.security.limitPerIp('register', ip, this.security.config.RATE_LIMIT_REGISTER_IP);
    const language = body.language ?? languageOfAcceptHeader(acceptLanguage);
    await this.commands.execute(new RegisterUserCommand(body, language));
    return reply(null, { key: 'api:accounts.registered' });
  }
}
