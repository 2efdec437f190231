import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { loginForm } from '@app/domain';
import type { SignInKind } from '../../staff-sign-in.js';

export const staffLogInRequest = loginForm;
export type StaffLogInRequest = z.output<typeof staffLogInRequest>;

export const staffLogInReply = z.object({
  step: z.enum(['enrol', 'totp']).describe('enrol: set up an authenticator first; totp: enter its code'),
  challenge_token: z.string().describe('Good for 5 minutes, for the TOTP routes only'),
});
export type StaffLogInReply = z.output<typeof staffLogInReply>;

export class StaffLogInCommand extends Command<StaffLogInReply> {
  constructor(
    readonly request: StaffLogInRequest,
    readonly ip: string,
    readonly kind: SignInKind = 'staff',
  ) {
    super();
  }
}
