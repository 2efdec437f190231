import { Command } from '@nestjs/cqrs';

export class ConfirmMatchCommand extends Command<{ requestId: string }> {
  constructor(
    readonly requesterId: string,
    readonly matchId: string,
  ) {
    super();
  }
}
