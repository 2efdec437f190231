import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { forgotPasswordForm } from '@app/domain';

export const requestPasswordResetRequest = forgotPasswordForm.extend({ base_url: z.string().max(500).optional() });

export class RequestPasswordResetCommand extends Command<void> {
  constructor(readonly request: z.output<typeof requestPasswordResetRequest>) {
    super();
  }
}
