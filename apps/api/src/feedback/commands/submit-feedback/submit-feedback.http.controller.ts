import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { DONOR_FEEDBACK_OUTCOMES, feedbackForm, RECIPIENT_FEEDBACK_OUTCOMES } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { SubmitFeedbackCommand, type FeedbackValues } from './submit-feedback.command.js';

@ApiTags('feedback')
@ApiBearerAuth()
@Controller('feedbacks')
export class SubmitFeedbackController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({
    summary: 'Give feedback on a request: as its donor (type Donor) or its recipient (type Recipient)',
    description: `Outcomes for donors: ${Object.keys(DONOR_FEEDBACK_OUTCOMES).join(', ')}. For recipients: ${Object.keys(RECIPIENT_FEEDBACK_OUTCOMES).join(', ')}. A recipient's did_not_show_up is taken only after the request's date and time, for a donor not confirmed (match_id names the donor when several accepted); it goes to staff, and reports from two recipients suspend the donor for a month.`,
  })
  @ApiReply(z.object({ id: z.string() }), { status: 201 })
  @ApiErrors(400, 401, 404, 409)
  async submit(@CurrentUser() user: AuthenticatedUser, @ValidBody(feedbackForm) body: FeedbackValues) {
    const { id } = await this.commands.execute(new SubmitFeedbackCommand(user.id, body));
    return reply({ id }, { key: 'api:feedback.submitted' });
  }
}
