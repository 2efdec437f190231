import { Query } from '@nestjs/cqrs';
import type { pageInfo, PageQuery } from '../../../platform/http/replies.js';
import type { toReminderView } from '../../reminder.view.js';

export interface ReminderList {
  reminders: ReturnType<typeof toReminderView>[];
  page_info: ReturnType<typeof pageInfo>;
}

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
