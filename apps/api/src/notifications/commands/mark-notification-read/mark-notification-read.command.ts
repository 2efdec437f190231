import { Command } from '@nestjs/cqrs';

/** Marks one of the user's notifications read; `id` null marks them all. */
export class MarkNotificationsReadCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly notificationId: string | null,
  ) {
    super();
  }
}
