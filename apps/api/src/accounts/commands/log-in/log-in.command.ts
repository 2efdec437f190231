import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { loginForm } from '@app/domain';
import { userViewSchema, type UserView } from '../../user.view.js';

export const logInRequest = loginForm.extend({ base_url: z.string().max(500).optional() });
export type LogInRequest = z.output<typeof logInRequest>;

export const logInReply = z.object({ token: z.string().optional(), user: userViewSchema });
export type LogInReply = { token?: string; user: UserView };

export class LogInCommand extends Command<LogInReply> {
  constructor(readonly request: LogInRequest) {
    super();
  }
}
