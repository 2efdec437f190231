import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { hospitalDetailsForm, type HospitalDetails } from '@app/domain';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { adminHospitalSchema } from '../../hospital.admin-view.js';
import { CreateHospitalCommand } from './create-hospital.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/hospitals')
export class CreateHospitalController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({
    summary: 'Add a hospital, placed on the map',
    description:
      'The position must lie inside Nigeria and inside state_id (400 with field errors otherwise); a facility code ' +
      'another hospital has is refused with 409 and a facility_code field error. The hospital starts listed.',
  })
  @ApiBareReply(adminHospitalSchema, { status: 201 })
  @ApiErrors(400, 401, 409)
  create(@ValidBody(hospitalDetailsForm) body: HospitalDetails, @Actor() actor: StaffActor) {
    return this.commands.execute(new CreateHospitalCommand(actor, body));
  }
}
