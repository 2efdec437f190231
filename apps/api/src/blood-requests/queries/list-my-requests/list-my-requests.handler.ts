import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { leanReader } from '../../../platform/sql/bound-statements.js';
import { loadRecipientRequests } from '../../recipient-request.view.js';
import { ListMyRequestsQuery } from './list-my-requests.query.js';

/** Read outside any unit of work: no EntityManager fork for plain statements. */
@QueryHandler(ListMyRequestsQuery)
export class ListMyRequestsHandler implements IQueryHandler<ListMyRequestsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ requesterId, filter }: ListMyRequestsQuery) {
    return loadRecipientRequests(leanReader(this.em), { requesterId, ...filter });
  }
}
