import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentStaff, StaffRoute, type AuthenticatedStaff } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { StaffLogOutCommand } from './staff-log-out.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/auth')
export class StaffLogOutController {
  constructor(private readonly commands: CommandBus) {}

  /** Ends this session only; the token is refused from now on. */
  @Post('logout')
  @ApiReply(z.null(), { description: 'Signed out' })
  @ApiErrors(401)
  async logOut(@CurrentStaff() staff: AuthenticatedStaff) {
    await this.commands.execute(new StaffLogOutCommand(staff.sessionId));
    return reply(null, { key: 'api:staffSignIn.signedOut' });
  }
}
