import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { MarkNotificationsReadCommand } from './mark-notification-read.command.js';
import { NOTIFICATION_ERRORS } from '../../notifications.errors.js';

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class MarkNotificationReadController {
  constructor(private readonly commands: CommandBus) {}

  @Put('read-all')
  @ApiReply(z.null(), { description: 'Every notification of the user is read' })
  @ApiErrors(401)
  async readAll(@CurrentUser() session: AuthenticatedUser) {
    await this.commands.execute(new MarkNotificationsReadCommand(session.id, null));
    return reply(null, { key: 'api:notifications.allRead' });
  }

  @Put(':id/read')
  @ApiReply(z.null(), { description: 'The notification is read' })
  @ApiErrors(401, 404)
  async read(
    @CurrentUser() session: AuthenticatedUser,
    @ValidParam('id', () => NOTIFICATION_ERRORS.error('notification_not_found')) id: string,
  ) {
    await this.commands.execute(new MarkNotificationsReadCommand(session.id, id));
    return reply(null, { key: 'api:notifications.read' });
  }
}
