import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { adminAdvocateApplicationSchema } from '../../advocate-application.admin-view.js';
import {
  DecideAdvocateApplicationCommand,
  decideAdvocateApplicationRequest,
  type DecideAdvocateApplicationRequest,
} from './decide-advocate-application.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/advocate-applications')
export class DecideAdvocateApplicationController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/decide')
  @ApiBareReply(adminAdvocateApplicationSchema)
  @ApiErrors(400, 401, 404, 409)
  decide(
    @ValidParam('id', adminNotFound('advocate_application_not_found')) id: string,
    @ValidBody(decideAdvocateApplicationRequest) body: DecideAdvocateApplicationRequest,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new DecideAdvocateApplicationCommand(actor, id, body));
  }
}
