import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { signupForm } from '@app/domain';

export const registerUserRequest = signupForm.extend({ base_url: z.string().max(500).optional() });
export type RegisterUserRequest = z.output<typeof registerUserRequest>;

export class RegisterUserCommand extends Command<{ userId: string }> {
  constructor(readonly request: RegisterUserRequest) {
    super();
  }
}
