import { Controller, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { BLOOD_REQUEST_ERRORS } from '../../../blood-requests/index.js';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { GetHospitalRequestQuery } from '../../queries/get-hospital-request/get-hospital-request.query.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { officerRequestSchema } from '../../officer-request.view.js';
import { ReportNoShowAtHospitalCommand } from './report-no-show.command.js';

@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/matches')
export class ReportNoShowAtHospitalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':id/no-show')
  @ApiOperation({
    summary: 'Report that a donor who accepted did not come (empty body)',
    description: "Only after the request's date and time (409 before); the donor's place on the request is free again.",
  })
  @ApiReply(officerRequestSchema)
  @ApiErrors(401, 404, 409)
  async report(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @Ip() ip: string,
    @ValidParam('id', () => BLOOD_REQUEST_ERRORS.error('match_not_found')) id: string,
  ) {
    const { requestId } = await this.commands.execute(new ReportNoShowAtHospitalCommand({ ...officer, ip }, id));
    return reply(await this.queries.execute(new GetHospitalRequestQuery(officer.hospitalId, requestId)), {
      key: 'api:hospitalWork.noShowReported',
    });
  }
}
