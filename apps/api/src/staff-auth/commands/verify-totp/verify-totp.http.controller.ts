import { Controller, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Public, StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { StaffSignIn } from '../../staff-sign-in.js';
import {
  VerifyTotpCommand,
  verifyTotpReply,
  verifyTotpRequest,
  type VerifyTotpRequest,
} from './verify-totp.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/auth')
export class VerifyTotpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly signIn: StaffSignIn,
  ) {}

  @Public()
  @Post('totp')
  @ApiReply(verifyTotpReply, { description: 'Signed in: the staff token and who it belongs to' })
  @ApiErrors(400, 401, 409, 429)
  async verify(@ValidBody(verifyTotpRequest) body: VerifyTotpRequest, @Ip() ip: string) {
    await this.signIn.limitPerIp(ip);
    return reply(await this.commands.execute(new VerifyTotpCommand(body, ip)), { key: 'api:staffSignIn.signedIn' });
  }
}
