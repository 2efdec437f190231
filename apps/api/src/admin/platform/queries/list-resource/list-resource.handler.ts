import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordRead } from '../../../../platform/audit/audit-trail.js';
import { askedFor, MANY } from '../../resource-reading.js';
import { listResource } from '../../simple-rest.js';
import { ListResourceQuery, type ResourcePage } from './list-resource.query.js';

@QueryHandler(ListResourceQuery)
export class ListResourceHandler implements IQueryHandler<ListResourceQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute<E extends object>({ reading, asked, actor }: ListResourceQuery<E>): Promise<ResourcePage> {
    const page = await listResource(this.em, reading.listing, asked);
    const rows = await reading.present(this.em, page.rows);
    if (reading.auditReads ?? true)
      await recordRead(this.em, actor, {
        action: 'listed',
        resource: reading.listing.resource,
        recordId: MANY,
        after: { ...askedFor(asked), ids: (rows as Array<{ id: unknown }>).map((row) => row.id) },
      });
    return { rows, offset: page.offset, total: page.total };
  }
}
