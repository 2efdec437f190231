import { Query } from '@nestjs/cqrs';

/** A reminder's iCalendar file, at its signed link; a missing or wrong signature names no reminder. */
export class GetReminderIcsQuery extends Query<string> {
  constructor(
    readonly id: string,
    readonly signature: unknown,
  ) {
    super();
  }
}
