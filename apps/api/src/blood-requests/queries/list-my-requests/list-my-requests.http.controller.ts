import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { uuidIdField } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageInfo, pageInfoSchema, pageQuery, pageWindow, reply } from '../../../platform/http/replies.js';
import { ValidParam, ValidQuery } from '../../../platform/http/validation.js';
import { progressSchema, recipientRequestSchema } from '../../recipient-request.view.js';
import { ListMyRequestsQuery } from './list-my-requests.query.js';
import { BLOOD_REQUEST_ERRORS } from '../../blood-requests.errors.js';

const listQuery = pageQuery.extend({
  user_id: z.string().optional().describe("the caller's own id; any other id lists nothing"),
  id: uuidIdField('id must be a request id')
    .optional()
    .describe('only this request (a deep link to it, or a popup refreshing it); empty when it is not yours'),
});

@ApiTags('blood requests')
@ApiBearerAuth()
@Controller('requests')
export class ListMyRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "The caller's own blood requests, newest first, with matches and search progress" })
  @ApiReply(z.object({ requests: z.array(recipientRequestSchema), page_info: pageInfoSchema }))
  @ApiErrors(400, 401)
  async list(@CurrentUser() user: AuthenticatedUser, @ValidQuery(listQuery) query: z.output<typeof listQuery>) {
    if (query.user_id !== undefined && query.user_id !== user.id) {
      return reply({ requests: [], page_info: pageInfo(0, query) });
    }
    const { requests, total } = await this.queries.execute(
      new ListMyRequestsQuery(user.id, { requestId: query.id, ...pageWindow(query) }),
    );
    return reply({ requests, page_info: pageInfo(total, query) });
  }

  @Get(':id/progress')
  @ApiOperation({ summary: 'Search progress of one of the caller’s requests: donors notified, accepted, radius' })
  @ApiReply(z.object({ progress: progressSchema, chip_label: z.string(), status: z.string() }))
  @ApiErrors(401, 404)
  async progress(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id', () => BLOOD_REQUEST_ERRORS.error('request_not_found')) id: string,
  ) {
    const { requests } = await this.queries.execute(new ListMyRequestsQuery(user.id, { requestId: id }));
    const request = requests[0];
    if (!request) throw BLOOD_REQUEST_ERRORS.error('request_not_found');
    return reply({ progress: request.progress, chip_label: request.chip_label, status: request.status });
  }
}
