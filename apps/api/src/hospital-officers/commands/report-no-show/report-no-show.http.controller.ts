import { Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { requireUuid } from '../../../blood-requests/blood-request.shared.js';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { loadOfficerRequests, officerRequestSchema } from '../../officer-request.view.js';
import { ReportNoShowAtHospitalCommand } from './report-no-show.handler.js';

@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/matches')
export class ReportNoShowAtHospitalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
  ) {}

  @Post(':id/no-show')
  @ApiOperation({
    summary: 'Report that a donor who accepted did not come (empty body)',
    description: "Only after the request's date and time (409 before); the donor's place on the request is free again.",
  })
  @ApiReply(officerRequestSchema)
  @ApiErrors(401, 404, 409)
  async report(@CurrentOfficer() officer: AuthenticatedOfficer, @Param('id') id: string) {
    const { requestId } = await this.commands.execute(
      new ReportNoShowAtHospitalCommand(officer, requireUuid(id, 'Match')),
    );
    const [request] = await loadOfficerRequests(this.em.fork(), officer.hospitalId, { requestId });
    return reply(request!, 'Donor reported as not showing up');
  }
}
