import { Controller, Ip } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { BLOOD_REQUEST_ERRORS } from '../../../blood-requests/index.js';
import { reply } from '../../../platform/http/replies.js';
import { GetHospitalRequestQuery } from '../../queries/get-hospital-request/get-hospital-request.query.js';
import { ValidBody, ValidParam } from '../../../platform/http/validation.js';
import { OfficerRequestAction } from '../../officer-request-action.js';
import { CloseHospitalRequestCommand } from './close-request.command.js';

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
    private readonly queries: QueryBus,
  ) {}

  @OfficerRequestAction('close', {
    summary: 'Close a request at your hospital that is no longer needed',
    description: 'Its search stops and donors who accepted and have not donated are free again. Donations stay.',
  })
  async close(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @Ip() ip: string,
    @ValidParam('id', () => BLOOD_REQUEST_ERRORS.error('request_not_found')) id: string,
    @ValidBody(closeRequest) body: z.output<typeof closeRequest>,
  ) {
    await this.commands.execute(new CloseHospitalRequestCommand({ ...officer, ip }, id, body.reason));
    return reply(await this.queries.execute(new GetHospitalRequestQuery(officer.hospitalId, id)), {
      key: 'api:hospitalWork.requestClosed',
    });
  }
}
