import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ExportPersonalDataQuery } from './export-personal-data.query.js';
import { personalDataExport, type PersonalDataExport } from './personal-data-export.js';

@QueryHandler(ExportPersonalDataQuery)
export class ExportPersonalDataHandler implements IQueryHandler<ExportPersonalDataQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId }: ExportPersonalDataQuery): Promise<PersonalDataExport> {
    return personalDataExport(this.em.fork(), userId);
  }
}
