import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { hospitalDetailsForm, type HospitalDetails } from '@app/domain';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { adminHospitalSchema } from '../../hospital.admin-view.js';
import { UpdateHospitalCommand } from './update-hospital.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/hospitals')
export class UpdateHospitalController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @ApiOperation({
    summary: "Edit a hospital's details or move it on the map",
    description:
      'The whole set of details, as on creation (fields the form does not hold, such as status, are ignored); the ' +
      'status is kept. Same checks as creation: 400 with field errors, 409 for a facility code already taken.',
  })
  @ApiBareReply(adminHospitalSchema)
  @ApiErrors(400, 401, 404, 409)
  update(
    @ValidParam('id', adminNotFound('hospital_not_found')) id: string,
    @ValidBody(hospitalDetailsForm) body: HospitalDetails,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new UpdateHospitalCommand(actor, id, body));
  }
}
