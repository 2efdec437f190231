import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { appealSchema } from '../../../../appeals/index.js';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { StaffStopAppealCommand } from '../stop-appeal/stop-appeal.command.js';
import { StaffRaiseAppealCommand } from './raise-appeal.command.js';
import { staffRaiseAppealRequest, type StaffRaiseAppealRequest } from './raise-appeal.request.dto.js';

/** Urgent appeals, for any staff member: raise one for a verified hospital, stop one at once (both audited). */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/appeals')
export class AppealWritesController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiBareReply(appealSchema, { status: 201 })
  @ApiErrors(400, 401)
  raise(@ValidBody(staffRaiseAppealRequest) body: StaffRaiseAppealRequest, @Actor() actor: StaffActor) {
    return this.commands.execute(new StaffRaiseAppealCommand(actor, body));
  }

  @Post(':id/stop')
  @ApiBareReply(appealSchema, { status: 201 })
  @ApiErrors(401, 404, 409)
  stop(@ValidParam('id', adminNotFound('appeal_not_found')) appealId: string, @Actor() actor: StaffActor) {
    return this.commands.execute(new StaffStopAppealCommand(actor, appealId));
  }
}
