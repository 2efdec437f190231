import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { OFFICER_REQUEST_FILTERS, officerRequestSchema } from '../../officer-request.view.js';
import { ListHospitalRequestsQuery } from './list-hospital-requests.query.js';

const listQuery = z.object({
  status: z.enum(OFFICER_REQUEST_FILTERS, { error: "Status must be 'open' or 'closed'" }).default('open'),
});

@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/requests')
export class ListHospitalRequestsController {
  constructor(private readonly queries: QueryBus) {}

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
    return reply(await this.queries.execute(new ListHospitalRequestsQuery(officer.hospitalId, query.status)));
  }
}
