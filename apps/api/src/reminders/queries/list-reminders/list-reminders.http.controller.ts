import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ReminderEntity } from '@app/persistence';
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
import { reminderViewSchema, toReminderView } from '../../reminder.view.js';

@ApiTags('reminders')
@ApiBearerAuth()
@Controller('reminders')
export class ListRemindersController {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The donor's own reminders, soonest first, each with its "Add to Calendar" links. */
  @Get()
  @ApiReply(z.object({ reminders: z.array(reminderViewSchema), page_info: pageInfoSchema }))
  @ApiErrors(400, 401)
  async list(@CurrentUser() session: AuthenticatedUser, @ValidQuery(pageQuery) query: PageQuery) {
    const { offset, limit } = pageWindow(query);
    const [reminders, total] = await this.em
      .fork()
      .findAndCount(ReminderEntity, { userId: session.id }, { orderBy: { date: 'asc', id: 'asc' }, offset, limit });
    return reply({
      reminders: reminders.map((reminder) => toReminderView(reminder, this.config.PUBLIC_URL)),
      page_info: pageInfo(total, query),
    });
  }
}
