import { Query } from '@nestjs/cqrs';
import type { PageQuery } from '../../../platform/http/replies.js';
import type { NotificationList } from './list-notifications.response.dto.js';

/** The user's own notifications, newest first, in the app's language (rows from before keys as they were stored). */
export class ListNotificationsQuery extends Query<NotificationList> {
  constructor(
    readonly userId: string,
    readonly page: PageQuery,
    readonly language: string,
  ) {
    super();
  }
}
