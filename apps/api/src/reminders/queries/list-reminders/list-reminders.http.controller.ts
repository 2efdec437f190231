import { Controller, Get, Headers } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { languageOfAcceptHeader } from '@app/i18n/node';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageQuery, pageReplySchema, reply, type PageQuery } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { reminderViewSchema } from '../../reminder.view.js';
import { ListRemindersQuery } from './list-reminders.query.js';

@ApiTags('reminders')
@ApiBearerAuth()
@Controller('reminders')
export class ListRemindersController {
  constructor(private readonly queries: QueryBus) {}

  /** The donor's own reminders, soonest first, each with its "Add to Calendar" links, in the app's language. */
  @Get()
  @ApiReply(pageReplySchema('reminders', reminderViewSchema))
  @ApiErrors(400, 401)
  async list(
    @CurrentUser() session: AuthenticatedUser,
    @ValidQuery(pageQuery) query: PageQuery,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ) {
    const language = languageOfAcceptHeader(acceptLanguage);
    return reply(await this.queries.execute(new ListRemindersQuery(session.id, query, language)));
  }
}
