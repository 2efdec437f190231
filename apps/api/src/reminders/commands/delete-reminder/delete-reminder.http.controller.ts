import { Controller, Delete } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { DeleteReminderCommand } from './delete-reminder.command.js';
import { REMINDER_ERRORS } from '../../reminders.errors.js';

@ApiTags('reminders')
@ApiBearerAuth()
@Controller('reminders')
export class DeleteReminderController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @ApiReply(z.null(), { description: 'The reminder is gone' })
  @ApiErrors(401, 404)
  async delete(
    @CurrentUser() session: AuthenticatedUser,
    @ValidParam('id', () => REMINDER_ERRORS.error('reminder_not_found')) id: string,
  ) {
    await this.commands.execute(new DeleteReminderCommand(session.id, id));
    return reply(null, { key: 'api:reminders.deleted' });
  }
}
