import { adminNotFound } from '../../../admin.errors.js';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { adminHospitalSchema, suspendHospitalRequest, type SuspendHospitalRequest } from '../../hospital.admin-view.js';
import { DecideHospitalCommand } from './decide-hospital.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/hospitals')
export class DecideHospitalController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/verify')
  @HttpCode(200)
  @ApiBareReply(adminHospitalSchema)
  @ApiErrors(401, 404)
  verify(@ValidParam('id', adminNotFound('hospital_not_found')) id: string, @Actor() actor: StaffActor) {
    return this.commands.execute(new DecideHospitalCommand(actor, id, { action: 'verify' }));
  }

  @Post(':id/suspend')
  @HttpCode(200)
  @ApiBareReply(adminHospitalSchema)
  @ApiErrors(400, 401, 404)
  suspend(
    @ValidParam('id', adminNotFound('hospital_not_found')) id: string,
    @ValidBody(suspendHospitalRequest) body: SuspendHospitalRequest,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(
      new DecideHospitalCommand(actor, id, {
        action: 'suspend',
        reason: body.reason,
      }),
    );
  }
}
