import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordRead } from '../../../../platform/audit/audit-trail.js';
import { findInResource } from '../../simple-rest.js';
import { GetResourceQuery } from './get-resource.query.js';

@QueryHandler(GetResourceQuery)
export class GetResourceHandler implements IQueryHandler<GetResourceQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute<E extends object>({ reading, id, actor }: GetResourceQuery<E>): Promise<unknown> {
    const row = await findInResource(this.em, reading.listing, id);
    if (!row) throw reading.notFound();
    const view = reading.detail
      ? await reading.detail.present(this.em, row)
      : (await reading.present(this.em, [row]))[0];
    if (reading.auditReads ?? true)
      await recordRead(this.em, actor, { action: 'viewed', resource: reading.listing.resource, recordId: String(id) });
    return view;
  }
}
