import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { referenceName } from '@app/i18n/node';
import { ReasonEntity } from '@app/persistence';
import { ListReasonsQuery } from './list-reasons.query.js';

/** The seeded reason after which a person writes their own (the name is the seed's, in English, whatever the reply's language). */
const OTHER_REASON = 'Other';

@QueryHandler(ListReasonsQuery)
export class ListReasonsHandler implements IQueryHandler<ListReasonsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ type, language }: ListReasonsQuery) {
    const reasons = await this.em.fork().find(ReasonEntity, { type }, { orderBy: { id: 'asc' } });
    const group = type === 'request' ? 'reference-data:reasons.request' : 'reference-data:reasons.decline';
    // Named in the language asked for; the id is what a form sends back.
    return reasons.map(({ id, name }) => ({
      id,
      name: referenceName(language, group, name),
      other: name === OTHER_REASON,
    }));
  }
}
