import { Command } from '@nestjs/cqrs';

export class SetAvailabilityCommand extends Command<Date | null> {
  constructor(
    readonly userId: string,
    readonly until: Date | null,
  ) {
    super();
  }
}
