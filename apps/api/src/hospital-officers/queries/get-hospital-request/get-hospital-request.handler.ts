import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { loadOfficerRequests } from '../../officer-request.view.js';
import { GetHospitalRequestQuery } from './get-hospital-request.query.js';

@QueryHandler(GetHospitalRequestQuery)
export class GetHospitalRequestHandler implements IQueryHandler<GetHospitalRequestQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hospitalId, requestId }: GetHospitalRequestQuery) {
    const [request] = await loadOfficerRequests(this.em.fork(), hospitalId, { requestId });
    return request!;
  }
}
