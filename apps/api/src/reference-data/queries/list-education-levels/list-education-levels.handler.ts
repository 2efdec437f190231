import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { referenceName } from '@app/i18n/node';
import { EducationLevelEntity } from '@app/persistence';
import { ListEducationLevelsQuery } from './list-education-levels.query.js';

@QueryHandler(ListEducationLevelsQuery)
export class ListEducationLevelsHandler implements IQueryHandler<ListEducationLevelsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ language }: ListEducationLevelsQuery) {
    return (await this.em.fork().find(EducationLevelEntity, {}, { orderBy: { id: 'asc' } })).map(({ id, name }) => ({
      id,
      name,
      label: referenceName(language, 'reference-data:educationLevels', name),
    }));
  }
}
