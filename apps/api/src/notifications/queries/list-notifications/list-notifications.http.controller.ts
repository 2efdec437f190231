import { Controller, Get, Headers } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { languageOfAcceptHeader } from '@app/i18n/node';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageQuery, reply, type PageQuery } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { ListNotificationsQuery } from './list-notifications.query.js';
import { notificationListSchema } from './list-notifications.response.dto.js';

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class ListNotificationsController {
  constructor(private readonly queries: QueryBus) {}

  /** The user's own notifications, newest first, in the app's language (rows from before keys as they were stored). */
  @Get()
  @ApiReply(notificationListSchema)
  @ApiErrors(400, 401)
  async list(
    @CurrentUser() session: AuthenticatedUser,
    @ValidQuery(pageQuery) query: PageQuery,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ) {
    const language = languageOfAcceptHeader(acceptLanguage);
    return reply(await this.queries.execute(new ListNotificationsQuery(session.id, query, language)));
  }
}
