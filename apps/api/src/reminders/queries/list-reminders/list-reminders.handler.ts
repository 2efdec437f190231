import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ReminderEntity } from '@app/persistence';
import { findPage } from '../../../platform/http/replies.js';
import { toReminderView } from '../../reminder.view.js';
import { ListRemindersQuery, type ReminderList } from './list-reminders.query.js';

@QueryHandler(ListRemindersQuery)
export class ListRemindersHandler implements IQueryHandler<ListRemindersQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, page: query, language }: ListRemindersQuery): Promise<ReminderList> {
    const page = await findPage(this.em, ReminderEntity, { userId }, { date: 'asc', id: 'asc' }, query);
    return {
      reminders: page.rows.map((reminder) => toReminderView(reminder, this.config, language)),
      page_info: page.page_info,
    };
  }
}
