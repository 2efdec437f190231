import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { PaymentServiceEntity } from '@app/persistence';
import { ListServicesQuery } from './list-services.query.js';

@QueryHandler(ListServicesQuery)
export class ListServicesHandler implements IQueryHandler<ListServicesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute() {
    const services = await this.em.fork().find(PaymentServiceEntity, {}, { orderBy: { id: 'asc' } });
    return services.map(({ id, name, kind }) => ({ id, name, kind }));
  }
}
