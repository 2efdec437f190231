import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { recordIdOr404, uuidId } from '../../../platform/simple-rest.js';
import { Actor, type StaffActor } from '../../../platform/staff-actor.decorator.js';
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
    @Param('id') id: string,
    @ValidBody(updatePartnershipMessageRequest) body: UpdatePartnershipMessageRequest,
    @Actor() actor: StaffActor,
  ) {
    const messageId = recordIdOr404(uuidId, id, 'Partnership message not found');
    return this.commands.execute(new UpdatePartnershipMessageCommand(actor, messageId, body));
  }
}
