import { Controller, Get, Headers, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { languageOfAcceptHeader } from '@app/i18n/node';
import { ReminderEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import {
  ApiReply,
  findPage,
  pageQuery,
  pageReplySchema,
  reply,
  type PageQuery,
} from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { reminderViewSchema, toReminderView } from '../../reminder.view.js';

@ApiTags('reminders')
@ApiBearerAuth()
@Controller('reminders')
export class ListRemindersController {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    const page = await findPage(this.em, ReminderEntity, { userId: session.id }, { date: 'asc', id: 'asc' }, query);
    return reply({
      reminders: page.rows.map((reminder) => toReminderView(reminder, this.config, language)),
      page_info: page.page_info,
    });
  }
}
