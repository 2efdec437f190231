import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordRead } from '../../../../platform/audit/audit-trail.js';
import { toCsv } from '../../csv.js';
import { askedFor, MANY } from '../../resource-reading.js';
import { exportResource } from '../../simple-rest.js';
import { ExportResourceQuery } from './export-resource.query.js';

@QueryHandler(ExportResourceQuery)
export class ExportResourceHandler implements IQueryHandler<ExportResourceQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute<E extends object>({ reading, asked, actor }: ExportResourceQuery<E>): Promise<string> {
    const page = await exportResource(this.em, reading.listing, asked);
    const csv = toCsv(await reading.present(this.em, page.rows));
    await recordRead(this.em, actor, {
      action: 'exported',
      resource: reading.listing.resource,
      recordId: MANY,
      after: { ...askedFor(asked), rows: page.rows.length },
    });
    return csv;
  }
}
