import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { loadOfficerRequests } from '../../officer-request.view.js';
import { ListHospitalRequestsQuery } from './list-hospital-requests.query.js';

@QueryHandler(ListHospitalRequestsQuery)
export class ListHospitalRequestsHandler implements IQueryHandler<ListHospitalRequestsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ hospitalId, status }: ListHospitalRequestsQuery) {
    return loadOfficerRequests(this.em.fork(), hospitalId, status);
  }
}
