import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiFileReply } from '../../../platform/http/replies.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { reminderIcsFileName } from '../../reminder-ics-link.js';
import { REMINDER_ERRORS } from '../../reminders.errors.js';
import { GetReminderIcsQuery } from './get-reminder-ics.query.js';

@ApiTags('reminders')
@Controller('reminders')
export class GetReminderIcsController {
  constructor(private readonly queries: QueryBus) {}

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
    const file = await this.queries.execute(new GetReminderIcsQuery(id, signature));
    void response
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="blood-match-reminder-${id}.ics"`);
    return file;
  }
}
