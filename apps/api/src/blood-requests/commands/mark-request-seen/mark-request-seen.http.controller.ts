import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { MarkRequestSeenCommand } from './mark-request-seen.command.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { BLOOD_REQUEST_ERRORS } from '../../blood-requests.errors.js';

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests/donor')
export class MarkRequestSeenController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/seen')
  @ApiOperation({
    summary: 'Say you opened a request you were alerted for (the app calls it when its popup opens)',
    description: 'An opened alert is not sent again by SMS. Only the first view is kept; `seen_at` is its time.',
  })
  @ApiReply(z.object({ seen_at: z.string() }))
  @ApiErrors(401, 404)
  async markSeen(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id', () => BLOOD_REQUEST_ERRORS.error('request_not_found')) id: string,
  ) {
    const seenAt = await this.commands.execute(new MarkRequestSeenCommand(user.id, id));
    return reply({ seen_at: seenAt.toISOString() });
  }
}
