import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { StateEntity } from '@app/persistence';
import { ListStatesQuery } from './list-states.query.js';

@QueryHandler(ListStatesQuery)
export class ListStatesHandler implements IQueryHandler<ListStatesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute() {
    const states = await this.em.fork().find(StateEntity, {}, { orderBy: { name: 'asc' } });
    return states.map(({ id, name }) => ({ id, name }));
  }
}
