import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { newPasswordField } from '@app/domain';

export const resetPasswordRequest = z.object({
  token: z.string({ error: 'This password reset link is invalid or has expired' }).min(1).max(200),
  password: newPasswordField,
});

export class ResetPasswordCommand extends Command<void> {
  constructor(readonly request: z.output<typeof resetPasswordRequest>) {
    super();
  }
}
