import { Controller, Get } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { loadOfficerRequests, OFFICER_REQUEST_FILTERS, officerRequestSchema } from '../../officer-request.view.js';

const listQuery = z.object({
  status: z.enum(OFFICER_REQUEST_FILTERS, { error: "Status must be 'open' or 'closed'" }).default('open'),
});

@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/requests')
export class ListHospitalRequestsController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiOperation({
    summary: "Your hospital's blood requests: open (still in play) or closed, with each donor's match",
  })
  @ApiReply(z.array(officerRequestSchema))
  @ApiErrors(400, 401)
  async list(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @ValidQuery(listQuery) query: z.output<typeof listQuery>,
  ) {
    return reply(await loadOfficerRequests(this.em.fork(), officer.hospitalId, query.status));
  }
}
