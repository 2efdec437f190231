import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import type { SignInKind } from '../../staff-sign-in.js';
import { signedInStaffSchema } from '../../staff.view.js';

export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator';

export const verifyTotpRequest = z
  .object({
    challenge_token: z.string({ error: 'challenge_token is required' }).min(1, 'challenge_token is required'),
    code: z
      .string({ error: TOTP_CODE_MESSAGE })
      .trim()
      .regex(/^\d{6}$/, TOTP_CODE_MESSAGE)
      .optional(),
    recovery_code: z
      .string({ error: 'Enter a recovery code' })
      .trim()
      .min(1, 'Enter a recovery code')
      .max(40, 'Enter a recovery code')
      .optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    message: 'Send either a code or a recovery code',
    path: ['code'],
  });
export type VerifyTotpRequest = z.output<typeof verifyTotpRequest>;

export const verifyTotpReply = z.object({
  token: z.string(),
  expires_at: z.string(),
  staff: signedInStaffSchema,
  recovery_codes: z.array(z.string()).optional().describe('Only when this code completed enrolment; shown once'),
});
export type VerifyTotpReply = z.output<typeof verifyTotpReply>;

/** Signed in: the session token, and who signed in under their kind's key (`staff`, `officer`). */
export type SignedInReply = Omit<VerifyTotpReply, 'staff'> & Record<string, unknown>;

export class VerifyTotpCommand extends Command<SignedInReply> {
  constructor(
    readonly request: VerifyTotpRequest,
    readonly ip: string,
    readonly kind: SignInKind = 'staff',
  ) {
    super();
  }
}
