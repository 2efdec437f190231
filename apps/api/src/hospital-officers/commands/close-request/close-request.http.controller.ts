import { Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { requireUuid } from '../../../blood-requests/blood-request.shared.js';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { loadOfficerRequests, officerRequestSchema } from '../../officer-request.view.js';
import { CloseHospitalRequestCommand } from './close-request.handler.js';

const closeRequest = z.object({
  reason: z
    .string()
    .trim()
    .max(500, 'Use at most 500 characters')
    .optional()
    .transform((value) => value || null),
});

@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/requests')
export class CloseHospitalRequestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
  ) {}

  @Post(':id/close')
  @ApiOperation({
    summary: 'Close a request at your hospital that is no longer needed',
    description: 'Its search stops and donors who accepted and have not donated are free again. Donations stay.',
  })
  @ApiReply(officerRequestSchema)
  @ApiErrors(400, 401, 404, 409)
  async close(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @Param('id') id: string,
    @ValidBody(closeRequest) body: z.output<typeof closeRequest>,
  ) {
    const requestId = requireUuid(id);
    await this.commands.execute(new CloseHospitalRequestCommand(officer, requestId, body.reason));
    const [request] = await loadOfficerRequests(this.em.fork(), officer.hospitalId, { requestId });
    return reply(request!, 'Request closed');
  }
}
