import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import type { SignInKind } from '../../staff-sign-in.js';

export const SET_PASSWORD_LINK_INVALID = 'This link is invalid or has expired; ask an admin for a new one';

export const setStaffPasswordRequest = z.object({
  token: z
    .string({ error: SET_PASSWORD_LINK_INVALID })
    .min(1, SET_PASSWORD_LINK_INVALID)
    .max(200, SET_PASSWORD_LINK_INVALID),
  password: z.string({ error: 'Password cannot be empty' }),
});
export type SetStaffPasswordRequest = z.output<typeof setStaffPasswordRequest>;

export const setStaffPasswordReply = z.object({ email: z.string() });

export class SetStaffPasswordCommand extends Command<{ email: string }> {
  constructor(
    readonly request: SetStaffPasswordRequest,
    readonly ip: string,
    readonly kind: SignInKind = 'staff',
  ) {
    super();
  }
}
