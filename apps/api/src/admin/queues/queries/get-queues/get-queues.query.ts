import { Query } from '@nestjs/cqrs';
import type { WaitingWork } from '../../staff-queues.js';

/** What waits for staff per queue. */
export class GetQueuesQuery extends Query<WaitingWork[]> {}
