import { Query } from '@nestjs/cqrs';
import type { WaitingWork } from '@app/domain';

/** What waits for staff per queue. */
export class GetQueuesQuery extends Query<WaitingWork[]> {}
