import { Query } from '@nestjs/cqrs';
import type { PageQuery, PageReply } from '../../../platform/http/replies.js';
import type { toReminderView } from '../../reminder.view.js';

export type ReminderList = PageReply<'reminders', ReturnType<typeof toReminderView>>;

/** The donor's own reminders, soonest first, each with its "Add to Calendar" links, in the app's language. */
export class ListRemindersQuery extends Query<ReminderList> {
  constructor(
    readonly userId: string,
    readonly page: PageQuery,
    readonly language: string,
  ) {
    super();
  }
}
