import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ReminderEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiFileReply } from '../../../platform/http/replies.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { storedReminderEvent } from '../../reminder.view.js';
import { reminderIcsFile } from '../../reminder-ics-file.js';
import { isReminderIcsSignature, reminderIcsFileName } from '../../reminder-ics-link.js';
import { REMINDER_ERRORS } from '../../reminders.errors.js';

@ApiTags('reminders')
@Controller('reminders')
export class GetReminderIcsController {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The reminder as an iCalendar file, at the signed link the reminders list and the accept reply give: calendar
   * apps open it without a session. A missing or wrong signature, or one made for another owner, is a 404.
   */
  @Public()
  @Get(':file')
  @ApiQuery({ name: 'signature', required: true, description: 'from the signed link; no session needed' })
  @ApiFileReply(['text/calendar'], 'An RFC 5545 calendar with the one event')
  @ApiErrors(404)
  async ics(
    @ValidParam('file', () => REMINDER_ERRORS.error('reminder_not_found'), reminderIcsFileName) id: string,
    @Query('signature') signature: unknown,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const reminder = await this.em.fork().findOne(ReminderEntity, { id });
    if (!reminder || !isReminderIcsSignature(this.config, reminder.id, reminder.userId, signature)) {
      throw REMINDER_ERRORS.error('reminder_not_found');
    }
    void response
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="blood-match-reminder-${reminder.id}.ics"`);
    // Calendar apps send no language of the app: the file is in the owner's account language.
    const [owner] = await this.em
      .fork()
      .getConnection()
      .execute<{ language: string }[]>(`select language from app_user where id = ?`, [reminder.userId]);
    return reminderIcsFile(storedReminderEvent(reminder, owner?.language ?? 'en'), `${reminder.id}@bloodmatch.ng`);
  }
}
