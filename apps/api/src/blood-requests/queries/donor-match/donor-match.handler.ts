import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DonorMatchQuery } from './donor-match.query.js';
import { loadDonorMatch } from './read-donor-match.js';

@QueryHandler(DonorMatchQuery)
export class DonorMatchHandler implements IQueryHandler<DonorMatchQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ donorId, requestId }: DonorMatchQuery) {
    return loadDonorMatch(this.em.fork(), donorId, requestId);
  }
}
