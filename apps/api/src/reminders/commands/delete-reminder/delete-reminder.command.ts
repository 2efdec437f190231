import { Command } from '@nestjs/cqrs';

export class DeleteReminderCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly reminderId: string,
  ) {
    super();
  }
}
