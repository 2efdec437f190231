import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { SetAvailabilityCommand } from './set-availability.command.js';
import { availabilityForm } from './set-availability.request.dto.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/availability')
export class SetAvailabilityController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @ApiOperation({
    summary: 'Pause request alerts until a date (YYYY-MM-DD, at most a year ahead), or resume with null',
  })
  @ApiReply(z.object({ paused_until: z.string().nullable() }))
  @ApiErrors(400, 401)
  async set(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody(availabilityForm) body: z.output<typeof availabilityForm>,
  ) {
    const until = await this.commands.execute(new SetAvailabilityCommand(user.id, body.unavailable_until));
    return reply(
      { paused_until: until?.toISOString() ?? null },
      until ? { key: 'api:requests.pausedUntil' } : { key: 'api:requests.resumed' },
    );
  }
}
