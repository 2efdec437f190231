import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { moderationChange, type ModerationChange } from '../../../platform/moderation.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { flaggedFeedbackSchema } from '../../flagged-feedback.admin-view.js';
import { UpdateFlaggedFeedbackCommand } from './update-flagged-feedback.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/flagged-feedback')
export class UpdateFlaggedFeedbackController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @ApiBareReply(flaggedFeedbackSchema)
  @ApiErrors(400, 401, 404, 409)
  async update(
    @ValidParam('id', adminNotFound('flagged_feedback_not_found')) id: string,
    @ValidBody(moderationChange) body: ModerationChange,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new UpdateFlaggedFeedbackCommand(actor, id, body));
  }
}
