import { Command } from '@nestjs/cqrs';

export class ConfirmDonationAttemptCommand extends Command<{ matchId: string }> {
  constructor(
    readonly donorId: string,
    readonly requestId: string,
  ) {
    super();
  }
}
