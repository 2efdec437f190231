import { Controller, Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { NotFoundError } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { DeleteReminderCommand } from './delete-reminder.command.js';

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
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError('Reminder not found') })) id: string,
  ) {
    await this.commands.execute(new DeleteReminderCommand(session.id, id));
    return reply(null, 'Reminder deleted successfully');
  }
}
