import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { leanReader } from '../../../platform/sql/bound-statements.js';
import { searchHospitals } from './read-hospital-search.js';
import { SearchHospitalsQuery } from './search-hospitals.query.js';

@QueryHandler(SearchHospitalsQuery)
export class SearchHospitalsHandler implements IQueryHandler<SearchHospitalsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ search }: SearchHospitalsQuery) {
    return searchHospitals(leanReader(this.em), search);
  }
}
