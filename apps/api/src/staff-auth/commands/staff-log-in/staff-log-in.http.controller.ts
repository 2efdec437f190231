import { Controller, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Public, StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { StaffSignIn } from '../../staff-sign-in.js';
import {
  StaffLogInCommand,
  staffLogInReply,
  staffLogInRequest,
  type StaffLogInRequest,
} from './staff-log-in.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/auth')
export class StaffLogInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly signIn: StaffSignIn,
  ) {}

  @Public()
  @Post('login')
  @ApiReply(staffLogInReply, { description: 'Password accepted: the TOTP step comes next' })
  @ApiErrors(400, 401, 429)
  async logIn(@ValidBody(staffLogInRequest) body: StaffLogInRequest, @Ip() ip: string) {
    await this.signIn.limitPerIp(ip);
    return reply(await this.commands.execute(new StaffLogInCommand(body, ip)), {
      key: 'api:staffSignIn.enterAuthenticatorCode',
    });
  }
}
