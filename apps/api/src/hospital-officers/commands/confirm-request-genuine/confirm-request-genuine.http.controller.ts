import { Controller, Ip } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { unitsField } from '@app/domain';
import { BLOOD_REQUEST_ERRORS } from '../../../blood-requests/index.js';
import { reply } from '../../../platform/http/replies.js';
import { GetHospitalRequestQuery } from '../../queries/get-hospital-request/get-hospital-request.query.js';
import { ValidBody, ValidParam } from '../../../platform/http/validation.js';
import { OfficerRequestAction } from '../../officer-request-action.js';
import { ConfirmRequestGenuineCommand } from './confirm-request-genuine.command.js';

const confirmGenuineRequest = z.object({
  units: unitsField.optional().describe('the units the patient needs, when the request has it wrong'),
});

@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/requests')
export class ConfirmRequestGenuineController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @OfficerRequestAction('genuine', {
    summary: 'Confirm a request at your hospital is genuine (the patient is admitted), correcting its units if need be',
  })
  async confirm(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @Ip() ip: string,
    @ValidParam('id', () => BLOOD_REQUEST_ERRORS.error('request_not_found')) id: string,
    @ValidBody(confirmGenuineRequest) body: z.output<typeof confirmGenuineRequest>,
  ) {
    await this.commands.execute(new ConfirmRequestGenuineCommand({ ...officer, ip }, id, body.units ?? null));
    return reply(await this.queries.execute(new GetHospitalRequestQuery(officer.hospitalId, id)), {
      key: 'api:hospitalWork.confirmedGenuine',
    });
  }
}
