import { Controller, Get, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, Public, type AuthenticatedOfficer } from '@app/auth';
import {
  EnrolTotpCommand,
  enrolTotpReply,
  enrolTotpRequest,
  StaffLogInCommand,
  staffLogInReply,
  staffLogInRequest,
  type StaffLogInRequest,
  SetStaffPasswordCommand,
  setStaffPasswordReply,
  setStaffPasswordRequest,
  type SetStaffPasswordRequest,
  VerifyTotpCommand,
  verifyTotpRequest,
  type VerifyTotpRequest,
} from '../../../staff-auth/index.js';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { LogOutOfficerCommand } from '../../commands/log-out-officer/log-out-officer.command.js';
import { signedInOfficerSchema } from '../../hospital-officer.view.js';
import { OfficerSignIn } from '../../officer-sign-in.js';
import { GetCurrentOfficerQuery } from './get-current-officer.query.js';

const officerSignedInReply = z.object({
  token: z.string(),
  expires_at: z.string(),
  officer: signedInOfficerSchema,
  recovery_codes: z.array(z.string()).optional().describe('Only when this code completed enrolment; shown once'),
});

/**
 * A hospital officer's sign-in: the staff steps (password, then an authenticator code, enrolled at the first
 * sign-in), run by the same commands for the officer kind, so the token is an officer's and good only here.
 */
@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/auth')
export class OfficerAuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly signIn: OfficerSignIn,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Post('login')
  @ApiReply(staffLogInReply, { description: 'Password accepted: the authenticator step comes next' })
  @ApiErrors(400, 401, 429)
  async logIn(@ValidBody(staffLogInRequest) body: StaffLogInRequest, @Ip() ip: string) {
    await this.signIn.limitPerIp(ip);
    return reply(await this.commands.execute(new StaffLogInCommand(body, ip, 'officer')), {
      key: 'api:staffSignIn.enterAuthenticatorCode',
    });
  }

  @Public()
  @Post('totp/enrolment')
  @ApiReply(enrolTotpReply, { description: 'Scan the QR code (or type the secret) into an authenticator app' })
  @ApiErrors(400, 401, 409, 429)
  async enrol(@ValidBody(enrolTotpRequest) body: z.output<typeof enrolTotpRequest>, @Ip() ip: string) {
    await this.signIn.limitPerIp(ip);
    return reply(await this.commands.execute(new EnrolTotpCommand(body.challenge_token, 'officer')), {
      key: 'api:staffSignIn.secretCreated',
    });
  }

  @Public()
  @Post('totp')
  @ApiReply(officerSignedInReply, { description: "Signed in: the officer's token and who it belongs to" })
  @ApiErrors(400, 401, 409, 429)
  async verify(@ValidBody(verifyTotpRequest) body: VerifyTotpRequest, @Ip() ip: string) {
    await this.signIn.limitPerIp(ip);
    return reply(await this.commands.execute(new VerifyTotpCommand(body, ip, 'officer')), {
      key: 'api:staffSignIn.signedIn',
    });
  }

  @Public()
  @Post('set-password')
  @ApiReply(setStaffPasswordReply, { description: 'Password set; sign in with it' })
  @ApiErrors(400, 429)
  async setPassword(@ValidBody(setStaffPasswordRequest) body: SetStaffPasswordRequest, @Ip() ip: string) {
    const { security } = this.signIn;
    await security.limitPerIp('officer-set-password', ip, security.config.RATE_LIMIT_PASSWORD_RESET_IP);
    return reply(await this.commands.execute(new SetStaffPasswordCommand(body, ip, 'officer')), {
      key: 'api:staffSignIn.passwordSet',
    });
  }

  /** Ends this session only. */
  @Post('logout')
  @ApiReply(z.null(), { description: 'Logged out' })
  @ApiErrors(401)
  async logOut(@CurrentOfficer() officer: AuthenticatedOfficer) {
    await this.commands.execute(new LogOutOfficerCommand(officer.sessionId));
    return reply(null, { key: 'api:accounts.loggedOut' });
  }

  @Get('me')
  @ApiReply(signedInOfficerSchema, { description: 'The signed-in officer and their hospital' })
  @ApiErrors(401)
  async me(@CurrentOfficer() officer: AuthenticatedOfficer) {
    return reply(await this.queries.execute(new GetCurrentOfficerQuery(officer.id)), {
      key: 'api:staffSignIn.signedIn',
    });
  }
}
