import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { icsFile, NotFoundError } from '@app/domain';
import { ReminderEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('reminders')
@ApiBearerAuth()
@Controller('reminders')
export class GetReminderIcsController {
  constructor(private readonly em: EntityManager) {}

  /** The reminder as an iCalendar file; only its owner gets it (anyone else: 404). */
  @Get(':file')
  @ApiProduces('text/calendar')
  @ApiResponse({ status: 200, description: 'An RFC 5545 calendar with the one event' })
  @ApiErrors(401, 404)
  async ics(
    @CurrentUser() session: AuthenticatedUser,
    @Param('file') file: string,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const id = file.endsWith('.ics') ? file.slice(0, -4) : '';
    if (!UUID.test(id)) throw new NotFoundError('Reminder not found');
    const reminder = await this.em.fork().findOne(ReminderEntity, { id, userId: session.id });
    if (!reminder) throw new NotFoundError('Reminder not found');
    void response
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="blood-match-reminder-${reminder.id}.ics"`);
    return icsFile(
      { title: reminder.title, description: reminder.description, location: reminder.location, start: reminder.date },
      `${reminder.id}@bloodmatch.ng`,
    );
  }
}
