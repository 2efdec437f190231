import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { LogOutCommand } from './log-out.command.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class LogOutController {
  constructor(private readonly commands: CommandBus) {}

  @Post('logout')
  @ApiReply(z.null(), { description: 'The token is revoked' })
  @ApiErrors(401)
  async logOut(@CurrentUser() session: AuthenticatedUser) {
    await this.commands.execute(new LogOutCommand(session));
    return reply(null, { key: 'api:accounts.loggedOut' });
  }
}
