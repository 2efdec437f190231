import { Command } from '@nestjs/cqrs';

export class CancelAppealResponseCommand extends Command<void> {
  constructor(
    readonly donorId: string,
    readonly appealId: string,
  ) {
    super();
  }
}
