import { Controller, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { DonorMatchQuery } from '../../queries/donor-match/donor-match.query.js';
import { donorMatchSchema } from '../../queries/donor-match/donor-match.response.dto.js';
import { ConfirmDonationAttemptCommand } from './confirm-donation-attempt.command.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { BLOOD_REQUEST_ERRORS } from '../../blood-requests.errors.js';

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests/donor/confirm')
export class ConfirmDonationAttemptController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':id/donation')
  @ApiOperation({ summary: 'Say you donated for a request you accepted (empty body); the recipient then confirms' })
  @ApiReply(z.object({ match: donorMatchSchema }))
  @ApiErrors(401, 404, 409)
  async confirm(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id', () => BLOOD_REQUEST_ERRORS.error('request_not_found')) requestId: string,
  ) {
    await this.commands.execute(new ConfirmDonationAttemptCommand(user.id, requestId));
    return reply(
      { match: (await this.queries.execute(new DonorMatchQuery(user.id, requestId)))! },
      { key: 'api:requests.thanksForDonating' },
    );
  }
}
