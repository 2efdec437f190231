import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { FEEDBACK_TYPES } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageQuery, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { GetFeedbackStatusQuery } from '../get-feedback-status/get-feedback-status.query.js';
import { ListFeedbackQuery } from './list-feedback.query.js';
import { feedbackListSchema } from './list-feedback.response.dto.js';

const listQuery = pageQuery.extend({
  type: z.enum(FEEDBACK_TYPES, { error: "Type must be 'Donor' or 'Recipient'" }),
});
const statusQuery = z.object({
  request_id: z.string({ error: 'No request has been selected' }).min(1, 'No request has been selected'),
});

@ApiTags('feedback')
@ApiBearerAuth()
@Controller('feedbacks')
export class ListFeedbackController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'The feedback you gave, as a donor or as a recipient, newest first' })
  @ApiReply(feedbackListSchema)
  @ApiErrors(400, 401)
  async list(@CurrentUser() user: AuthenticatedUser, @ValidQuery(listQuery) query: z.output<typeof listQuery>) {
    const { type, ...page } = query;
    return reply(await this.queries.execute(new ListFeedbackQuery(user.id, type, page)));
  }

  @Get('status')
  @ApiOperation({ summary: 'Whether you already gave feedback on a request (data is a boolean)' })
  @ApiReply(z.boolean())
  @ApiErrors(400, 401)
  async status(@CurrentUser() user: AuthenticatedUser, @ValidQuery(statusQuery) query: z.output<typeof statusQuery>) {
    return reply(await this.queries.execute(new GetFeedbackStatusQuery(user.id, query.request_id)));
  }
}
