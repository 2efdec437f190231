import { Controller, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { recipientRequestSchema } from '../../recipient-request.view.js';
import { ListMyRequestsQuery } from '../../queries/list-my-requests/list-my-requests.query.js';
import { ConfirmMatchCommand } from './confirm-match.command.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { BLOOD_REQUEST_ERRORS } from '../../blood-requests.errors.js';

@ApiTags('blood requests')
@ApiBearerAuth()
@Controller('requests/matches')
export class ConfirmMatchController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put(':matchId/confirm')
  @ApiOperation({ summary: 'Confirm that a donor who accepted your request gave blood (empty body)' })
  @ApiReply(z.object({ request: recipientRequestSchema }))
  @ApiErrors(401, 404, 409)
  async confirm(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('matchId', () => BLOOD_REQUEST_ERRORS.error('match_not_found')) matchId: string,
  ) {
    const { requestId } = await this.commands.execute(new ConfirmMatchCommand(user.id, matchId));
    const { requests } = await this.queries.execute(new ListMyRequestsQuery(user.id, { requestId }));
    return reply({ request: requests[0]! }, { key: 'api:requests.donationConfirmed' });
  }
}
