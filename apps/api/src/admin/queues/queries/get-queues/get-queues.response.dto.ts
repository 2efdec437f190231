import { z } from 'zod';
import type { WaitingWork } from '@app/domain';

export const waitingWorkSchema = z.object({
  queue: z.string().describe('abuse_reports, flagged_feedback, advocate_applications, partnership_messages'),
  resource: z.string().describe('the console list the queue is worked from'),
  filter: z.record(z.string(), z.unknown()).describe('the list filter that shows what waits'),
  count: z.number().int(),
  oldest: z
    .object({ id: z.string(), created_at: z.string() })
    .nullable()
    .describe('the item that has waited longest (null when nothing waits)'),
}) satisfies z.ZodType<WaitingWork>;
