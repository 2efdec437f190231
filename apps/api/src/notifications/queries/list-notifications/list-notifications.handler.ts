import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { renderStored } from '@app/i18n/node';
import { NotificationEntity } from '@app/persistence';
import { pageInfo, pageWindow } from '../../../platform/http/replies.js';
import { ListNotificationsQuery } from './list-notifications.query.js';
import type { NotificationList } from './list-notifications.response.dto.js';

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, page, language }: ListNotificationsQuery): Promise<NotificationList> {
    const { offset, limit } = pageWindow(page);
    const [notifications, total] = await this.em
      .fork()
      .findAndCount(NotificationEntity, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit });
    return {
      notifications: notifications.map((notification) => ({
        id: notification.id,
        ...renderStored(notification, language),
        url: notification.url,
        read: notification.read,
        created_at: notification.createdAt.toISOString(),
      })),
      page_info: pageInfo(total, page),
    };
  }
}
