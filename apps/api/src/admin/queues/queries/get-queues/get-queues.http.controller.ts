import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../../platform/http/replies.js';
import { GetQueuesQuery } from './get-queues.query.js';
import { waitingWorkSchema } from './get-queues.response.dto.js';

/** What waits for staff per queue: the console's menu counts (polled), cheap enough to ask often. */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/queues')
export class GetQueuesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiReply(z.object({ queues: z.array(waitingWorkSchema) }))
  @ApiErrors(401)
  async queues() {
    return reply({ queues: await this.queries.execute(new GetQueuesQuery()) });
  }
}
