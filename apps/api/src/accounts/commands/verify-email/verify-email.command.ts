import { Command } from '@nestjs/cqrs';
import { z } from 'zod';

export const verifyEmailRequest = z.object({
  token: z
    .string({ error: 'Token cannot be empty' })
    .min(1, 'Token cannot be empty')
    .max(200, 'This verification link is invalid or has expired'),
});

export class VerifyEmailCommand extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}
