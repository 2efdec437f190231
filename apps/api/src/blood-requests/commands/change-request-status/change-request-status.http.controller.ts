import { Controller, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { requestStatusForm } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody, ValidParam } from '../../../platform/http/validation.js';
import { recipientRequestSchema } from '../../recipient-request.view.js';
import { ListMyRequestsQuery } from '../../queries/list-my-requests/list-my-requests.query.js';
import { ChangeRequestStatusCommand } from './change-request-status.command.js';
import { BLOOD_REQUEST_ERRORS } from '../../blood-requests.errors.js';

@ApiTags('blood requests')
@ApiBearerAuth()
@Controller('requests')
export class ChangeRequestStatusController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put(':id/status')
  @ApiOperation({ summary: 'Turn one of your requests off (inactive) or back on (pending); only without matches' })
  @ApiReply(z.object({ request: recipientRequestSchema }))
  @ApiErrors(400, 401, 404, 409)
  async change(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id', () => BLOOD_REQUEST_ERRORS.error('request_not_found')) requestId: string,
    @ValidBody(requestStatusForm) body: z.output<typeof requestStatusForm>,
  ) {
    await this.commands.execute(new ChangeRequestStatusCommand(user.id, requestId, body.status));
    const { requests } = await this.queries.execute(new ListMyRequestsQuery(user.id, { requestId }));
    return reply({ request: requests[0]! }, { key: 'api:requests.statusUpdated' });
  }
}
