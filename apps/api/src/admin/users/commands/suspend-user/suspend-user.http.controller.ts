import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { UserActions } from '../../user-action.js';
import { adminUserSchema } from '../../user.admin-view.js';
import { LiftSuspensionCommand, liftSuspensionRequest } from '../lift-suspension/lift-suspension.command.js';
import { SuspendUserCommand, suspendUserRequest, type SuspendUserRequest } from './suspend-user.command.js';
import { WarnUserCommand, warnUserRequest } from '../warn-user/warn-user.command.js';

/** Staff's actions on the person a report is about; each replies the user as the console lists them. */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/users')
export class UserActionsController {
  constructor(private readonly actions: UserActions) {}

  @Post(':id/warn')
  @ApiBareReply(adminUserSchema)
  @ApiErrors(400, 401, 404)
  warn(
    @ValidParam('id', adminNotFound('user_not_found')) id: string,
    @ValidBody(warnUserRequest) body: z.output<typeof warnUserRequest>,
    @Actor() actor: StaffActor,
  ) {
    return this.actions.run(id, new WarnUserCommand(actor, id, body.reason));
  }

  @Post(':id/suspend')
  @ApiBareReply(adminUserSchema)
  @ApiErrors(400, 401, 404)
  suspend(
    @ValidParam('id', adminNotFound('user_not_found')) id: string,
    @ValidBody(suspendUserRequest) body: SuspendUserRequest,
    @Actor() actor: StaffActor,
  ) {
    return this.actions.run(id, new SuspendUserCommand(actor, id, body));
  }

  @Post(':id/lift-suspension')
  @ApiBareReply(adminUserSchema)
  @ApiErrors(400, 401, 404, 409)
  lift(
    @ValidParam('id', adminNotFound('user_not_found')) id: string,
    @ValidBody(liftSuspensionRequest) body: z.output<typeof liftSuspensionRequest>,
    @Actor() actor: StaffActor,
  ) {
    return this.actions.run(id, new LiftSuspensionCommand(actor, id, body.reason));
  }
}
