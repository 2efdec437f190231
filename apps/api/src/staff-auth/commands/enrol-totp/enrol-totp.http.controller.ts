import { Controller, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public, StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { StaffSignIn } from '../../staff-sign-in.js';
import { EnrolTotpCommand, enrolTotpReply, enrolTotpRequest } from './enrol-totp.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/auth/totp')
export class EnrolTotpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly signIn: StaffSignIn,
  ) {}

  @Public()
  @Post('enrolment')
  @ApiReply(enrolTotpReply, { description: 'Scan the QR code (or type the secret) into an authenticator app' })
  @ApiErrors(400, 401, 409, 429)
  async enrol(@ValidBody(enrolTotpRequest) body: z.output<typeof enrolTotpRequest>, @Ip() ip: string) {
    await this.signIn.limitPerIp(ip);
    return reply(await this.commands.execute(new EnrolTotpCommand(body.challenge_token)), {
      key: 'api:staffSignIn.secretCreated',
    });
  }
}
