import { Controller, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Public, StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { AccountSecurity } from '../../../accounts/index.js';
import {
  SetStaffPasswordCommand,
  setStaffPasswordReply,
  setStaffPasswordRequest,
  type SetStaffPasswordRequest,
} from './set-staff-password.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/auth')
export class SetStaffPasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly security: AccountSecurity,
  ) {}

  @Public()
  @Post('set-password')
  @ApiReply(setStaffPasswordReply, { description: 'Password set; sign in with it' })
  @ApiErrors(400, 429)
  async setPassword(@ValidBody(setStaffPasswordRequest) body: SetStaffPasswordRequest, @Ip() ip: string) {
    await this.security.limitPerIp('staff-set-password', ip, this.security.config.RATE_LIMIT_PASSWORD_RESET_IP);
    return reply(await this.commands.execute(new SetStaffPasswordCommand(body, ip)), {
      key: 'api:staffSignIn.passwordSet',
    });
  }
}
