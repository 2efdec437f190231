import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { adminHospitalOfficerSchema } from '../../hospital-officer.admin-view.js';
import {
  InviteHospitalOfficerCommand,
  inviteHospitalOfficerRequest,
  type InviteHospitalOfficerRequest,
} from './invite-hospital-officer.command.js';
import {
  UpdateHospitalOfficerCommand,
  updateHospitalOfficerRequest,
  type UpdateHospitalOfficerRequest,
} from '../update-hospital-officer/update-hospital-officer.command.js';

/** Hospital officers, for any staff member: invite one to a verified hospital, disable or enable them. */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/hospital-officers')
export class HospitalOfficerWritesController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiBareReply(adminHospitalOfficerSchema, { status: 201 })
  @ApiErrors(400, 401, 409)
  invite(@ValidBody(inviteHospitalOfficerRequest) body: InviteHospitalOfficerRequest, @Actor() actor: StaffActor) {
    return this.commands.execute(new InviteHospitalOfficerCommand(actor, body));
  }

  @Put(':id')
  @ApiBareReply(adminHospitalOfficerSchema)
  @ApiErrors(400, 401, 404)
  update(
    @ValidParam('id', adminNotFound('hospital_officer_not_found')) id: string,
    @ValidBody(updateHospitalOfficerRequest) body: UpdateHospitalOfficerRequest,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new UpdateHospitalOfficerCommand(actor, id, body));
  }
}
