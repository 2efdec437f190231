import { Controller, Get } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { FEEDBACK_TYPES, isUuid } from '@app/domain';
import { FeedbackEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageInfo, pageInfoSchema, pageQuery, pageWindow, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';

const listQuery = pageQuery.extend({
  type: z.enum(FEEDBACK_TYPES, { error: "Type must be 'Donor' or 'Recipient'" }),
});
const statusQuery = z.object({
  request_id: z.string({ error: 'No request has been selected' }).min(1, 'No request has been selected'),
});

const feedbackItemSchema = z.object({
  id: z.string(),
  request_id: z.string(),
  name: z.string().nullable(),
  hospital: z.string().nullable(),
  description: z.string(),
  outcome: z.string().nullable(),
  created_at: z.string(),
});

@ApiTags('feedback')
@ApiBearerAuth()
@Controller('feedbacks')
export class ListFeedbackController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiOperation({ summary: 'The feedback you gave, as a donor or as a recipient, newest first' })
  @ApiReply(z.object({ feedbacks: z.array(feedbackItemSchema), page_info: pageInfoSchema }))
  @ApiErrors(400, 401)
  async list(@CurrentUser() user: AuthenticatedUser, @ValidQuery(listQuery) query: z.output<typeof listQuery>) {
    const window = pageWindow(query);
    const [items, total] = await this.em
      .fork()
      .findAndCount(
        FeedbackEntity,
        { author: user.id, type: query.type },
        { orderBy: { createdAt: 'desc', id: 'asc' }, limit: window.limit, offset: window.offset },
      );
    return reply({
      feedbacks: items.map((item) => ({
        id: item.id,
        request_id: item.request.id,
        name: item.name,
        hospital: item.hospital,
        description: item.description,
        outcome: item.outcome,
        created_at: item.createdAt.toISOString(),
      })),
      page_info: pageInfo(total, query),
    });
  }

  @Get('status')
  @ApiOperation({ summary: 'Whether you already gave feedback on a request (data is a boolean)' })
  @ApiReply(z.boolean())
  @ApiErrors(400, 401)
  async status(@CurrentUser() user: AuthenticatedUser, @ValidQuery(statusQuery) query: z.output<typeof statusQuery>) {
    if (!isUuid(query.request_id)) return reply(false);
    const count = await this.em.fork().count(FeedbackEntity, { author: user.id, request: query.request_id });
    return reply(count > 0);
  }
}
