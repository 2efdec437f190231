import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { adminStaffSchema } from '../../staff-member.admin-view.js';
import { InviteStaffCommand, inviteStaffRequest, type InviteStaffRequest } from './invite-staff.command.js';
import {
  UpdateStaffCommand,
  updateStaffRequest,
  type UpdateStaffRequest,
} from '../update-staff/update-staff.command.js';

/** Staff management, for admins only: invite, change role, disable. */
@ApiTags('admin')
@StaffRoute('admin')
@Controller('admin/staff')
export class StaffWritesController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiBareReply(adminStaffSchema, { status: 201 })
  @ApiErrors(400, 401, 403, 409)
  invite(@ValidBody(inviteStaffRequest) body: InviteStaffRequest, @Actor() actor: StaffActor) {
    return this.commands.execute(new InviteStaffCommand(actor, body));
  }

  @Put(':id')
  @ApiBareReply(adminStaffSchema)
  @ApiErrors(400, 401, 403, 404, 409)
  update(
    @ValidParam('id', adminNotFound('staff_member_not_found')) id: string,
    @ValidBody(updateStaffRequest) body: UpdateStaffRequest,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new UpdateStaffCommand(actor, id, body));
  }
}
