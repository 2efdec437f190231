import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { waitingWork } from '../../staff-queues.js';
import { GetQueuesQuery } from './get-queues.query.js';

@QueryHandler(GetQueuesQuery)
export class GetQueuesHandler implements IQueryHandler<GetQueuesQuery> {
  constructor(private readonly em: EntityManager) {}

  execute() {
    return waitingWork(this.em.fork());
  }
}
