import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { signupForm } from '@app/domain';
import { LANGUAGE_CODES, type LanguageCode } from '@app/i18n';
import { LANGUAGE_INVALID } from '../update-user/update-user.command.js';

/** `language`: the app's current language at sign-up; without it, the request's Accept-Language decides. */
export const registerUserRequest = signupForm.extend({
  base_url: z.string().max(500).optional(),
  language: z.enum(LANGUAGE_CODES, { error: LANGUAGE_INVALID }).optional(),
});
export type RegisterUserRequest = z.output<typeof registerUserRequest>;

export class RegisterUserCommand extends Command<void> {
  constructor(
    readonly request: RegisterUserRequest,
    /** The account's language: the one the app sent, else the browser's Accept-Language. */
    readonly language: LanguageCode,
  ) {
    super();
  }
}
