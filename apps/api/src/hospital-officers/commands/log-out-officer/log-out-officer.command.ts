import { Command } from '@nestjs/cqrs';

/** Ends one officer session (the one the request came with). */
export class LogOutOfficerCommand extends Command<void> {
  constructor(readonly sessionId: string) {
    super();
  }
}
