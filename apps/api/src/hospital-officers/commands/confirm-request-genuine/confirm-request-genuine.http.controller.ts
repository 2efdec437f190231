import { Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { unitsField } from '@app/domain';
import { requireUuid } from '../../../blood-requests/blood-request.shared.js';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { loadOfficerRequests, officerRequestSchema } from '../../officer-request.view.js';
import { ConfirmRequestGenuineCommand } from './confirm-request-genuine.handler.js';

const confirmGenuineRequest = z.object({
  units: unitsField.optional().describe('the units the patient needs, when the request has it wrong'),
});

@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/requests')
export class ConfirmRequestGenuineController {
  constructor(
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
  ) {}

  @Post(':id/genuine')
  @ApiOperation({
    summary: 'Confirm a request at your hospital is genuine (the patient is admitted), correcting its units if need be',
  })
  @ApiReply(officerRequestSchema)
  @ApiErrors(400, 401, 404, 409)
  async confirm(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @Param('id') id: string,
    @ValidBody(confirmGenuineRequest) body: z.output<typeof confirmGenuineRequest>,
  ) {
    const requestId = requireUuid(id);
    await this.commands.execute(new ConfirmRequestGenuineCommand(officer, requestId, body.units ?? null));
    const [request] = await loadOfficerRequests(this.em.fork(), officer.hospitalId, { requestId });
    return reply(request!, 'Request confirmed as genuine');
  }
}
