import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../platform/http/replies.js';
import { waitingWork } from './staff-queues.js';

export const waitingWorkSchema = z.object({
  queue: z.string().describe('abuse_reports, flagged_feedback, advocate_applications, partnership_messages'),
  resource: z.string().describe('the console list the queue is worked from'),
  filter: z.record(z.string(), z.unknown()).describe('the list filter that shows what waits'),
  count: z.number().int(),
  oldest: z
    .object({ id: z.string(), created_at: z.string() })
    .nullable()
    .describe('the item that has waited longest (null when nothing waits)'),
});

/** What waits for staff per queue: the console's menu counts (polled), cheap enough to ask often. */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/queues')
export class GetQueuesController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiReply(z.object({ queues: z.array(waitingWorkSchema) }))
  @ApiErrors(401)
  async queues() {
    return reply({ queues: await waitingWork(this.em.fork()) });
  }
}
