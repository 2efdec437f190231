import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import {
  adminPartnershipMessageSchema,
  updatePartnershipMessageRequest,
  type UpdatePartnershipMessageRequest,
} from '../../partnership-message.admin-view.js';
import { UpdatePartnershipMessageCommand } from './update-partnership-message.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/partnership-messages')
export class UpdatePartnershipMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @ApiBareReply(adminPartnershipMessageSchema)
  @ApiErrors(400, 401, 404, 409)
  update(
    @ValidParam('id', adminNotFound('partnership_message_not_found')) id: string,
    @ValidBody(updatePartnershipMessageRequest) body: UpdatePartnershipMessageRequest,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new UpdatePartnershipMessageCommand(actor, id, body));
  }
}
