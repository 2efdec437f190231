import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../../platform/http/replies.js';
import { GetDashboardQuery } from './get-dashboard.query.js';
import { dashboardSchema } from './get-dashboard.response.dto.js';

/** What waits for staff: each queue is the filtered list the console links it to (see docs/admin-api.md). */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/dashboard')
export class GetDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiReply(dashboardSchema)
  @ApiErrors(401)
  async dashboard() {
    return reply(await this.queries.execute(new GetDashboardQuery()));
  }
}
