import { Command } from '@nestjs/cqrs';
import { smsAlertsForm } from '@app/domain';

export const setSmsAlertsRequest = smsAlertsForm;

/** Turns request alerts and reminders by SMS on (only with a verified number) or off. */
export class SetSmsAlertsCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly enabled: boolean,
  ) {
    super();
  }
}
