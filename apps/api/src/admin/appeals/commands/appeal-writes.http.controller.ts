import { adminNotFound } from '../../admin.errors.js';
import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { StaffRoute } from '@app/auth';
import { raiseAppealForm, uuidIdField } from '@app/domain';
import { appealSchema, RaiseAppealCommand, StopAppealCommand } from '../../../appeals/index.js';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../platform/http/validation.js';
import { ApiBareReply } from '../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../platform/audit/staff-actor.decorator.js';

/** Staff name the hospital; an officer raises for their own. */
const staffRaiseAppealRequest = raiseAppealForm.and(z.object({ hospital_id: uuidIdField('Choose a hospital') }));
type StaffRaiseAppealRequest = z.output<typeof staffRaiseAppealRequest>;

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
    const { hospital_id: hospitalId, ...request } = body;
    return this.commands.execute(new RaiseAppealCommand({ kind: 'staff', staff: actor }, hospitalId, request));
  }

  @Post(':id/stop')
  @ApiBareReply(appealSchema, { status: 201 })
  @ApiErrors(401, 404, 409)
  stop(@ValidParam('id', adminNotFound('appeal_not_found')) appealId: string, @Actor() actor: StaffActor) {
    return this.commands.execute(new StopAppealCommand({ kind: 'staff', staff: actor }, appealId));
  }
}
