import { Controller, Get, Headers } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { languageOfAcceptHeader, renderStored } from '@app/i18n/node';
import { NotificationEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import {
  ApiReply,
  pageInfo,
  pageInfoSchema,
  pageQuery,
  pageWindow,
  reply,
  type PageQuery,
} from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';

export const notificationViewSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable().describe('Where in the app the notification leads, e.g. /app/requests?id=<request id>'),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class ListNotificationsController {
  constructor(private readonly em: EntityManager) {}

  /** The user's own notifications, newest first, in the app's language (rows from before keys as they were stored). */
  @Get()
  @ApiReply(z.object({ notifications: z.array(notificationViewSchema), page_info: pageInfoSchema }))
  @ApiErrors(400, 401)
  async list(
    @CurrentUser() session: AuthenticatedUser,
    @ValidQuery(pageQuery) query: PageQuery,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ) {
    const language = languageOfAcceptHeader(acceptLanguage);
    const { offset, limit } = pageWindow(query);
    const [notifications, total] = await this.em
      .fork()
      .findAndCount(
        NotificationEntity,
        { userId: session.id },
        { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit },
      );
    return reply({
      notifications: notifications.map((notification) => ({
        id: notification.id,
        ...renderStored(notification, language),
        url: notification.url,
        read: notification.read,
        created_at: notification.createdAt.toISOString(),
      })),
      page_info: pageInfo(total, query),
    });
  }
}
