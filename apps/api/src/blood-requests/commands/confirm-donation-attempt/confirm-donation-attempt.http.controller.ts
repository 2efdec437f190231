import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { donorMatchSchema, loadDonorMatch } from '../../queries/donor-match/donor-match.http.controller.js';
import { ConfirmDonationAttemptCommand } from './confirm-donation-attempt.handler.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { BLOOD_REQUEST_ERRORS } from '../../blood-requests.errors.js';

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests/donor/confirm')
export class ConfirmDonationAttemptController {
  constructor(
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
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
      { match: (await loadDonorMatch(this.em.fork(), user.id, requestId))! },
      { key: 'api:requests.thanksForDonating' },
    );
  }
}
