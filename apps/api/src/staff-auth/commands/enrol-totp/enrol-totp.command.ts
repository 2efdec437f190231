import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import type { SignInKind } from '../../staff-sign-in.js';

export const enrolTotpRequest = z.object({
  challenge_token: z.string({ error: 'challenge_token is required' }).min(1, 'challenge_token is required'),
});

export const enrolTotpReply = z.object({
  secret: z.string().describe('Base32; shown once'),
  otpauth_url: z.string(),
  qr_code_data_url: z.string().describe('data:image/png;base64 QR code of otpauth_url'),
});
export type EnrolTotpReply = z.output<typeof enrolTotpReply>;

export class EnrolTotpCommand extends Command<EnrolTotpReply> {
  constructor(
    readonly challengeToken: string,
    readonly kind: SignInKind = 'staff',
  ) {
    super();
  }
}
