import { Controller, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { donorResponseForm } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody, ValidParam } from '../../../platform/http/validation.js';
import { matchReminder, reminderSchema } from './respond-to-request.response.dto.js';
import { RespondToRequestCommand, type DonorResponse } from './respond-to-request.command.js';
import { BLOOD_REQUEST_ERRORS } from '../../blood-requests.errors.js';

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests/donor')
export class RespondToRequestController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Put(':id')
  @ApiOperation({
    summary: 'Accept a request you were alerted for, or decline it with a reason',
    description:
      'Accepting replies `reminder` with calendar links; a full request is a 409. A 5th decline within 30 days earns a warning.',
  })
  @ApiReply(
    z.object({
      reminder: reminderSchema.nullable(),
      match_id: z.string().nullable(),
      donor_code: z.string().nullable().describe('the code to give at the blood bank (normalized); null on a decline'),
      warned: z.boolean(),
    }),
  )
  @ApiErrors(400, 401, 404, 409)
  async respond(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id', () => BLOOD_REQUEST_ERRORS.error('request_not_found')) id: string,
    @ValidBody(donorResponseForm) body: DonorResponse,
  ) {
    const result = await this.commands.execute(new RespondToRequestCommand(user.id, id, body));
    if (!result.matchId || !result.reminder) {
      return reply(
        { reminder: null, match_id: null, donor_code: null, warned: result.warned },
        { key: 'api:requests.declined' },
      );
    }
    const { donorCode, ...reminder } = matchReminder(this.config, result.reminder);
    return reply(
      { reminder, match_id: result.matchId, donor_code: donorCode, warned: false },
      { key: 'api:requests.accepted' },
    );
  }
}
