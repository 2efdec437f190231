import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@app/auth';

export class LogOutCommand extends Command<void> {
  constructor(readonly session: AuthenticatedUser) {
    super();
  }
}
