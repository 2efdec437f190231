import type { EntityManager } from '@mikro-orm/postgresql';
import { StateEntity } from '@app/persistence';

/** Each state's id by its name (the gazetteer names a place's state; forms send the id). */
export const readStateIds = async (em: EntityManager): Promise<Map<string, number>> => {
  const states = await em.fork().find(StateEntity, {});
  return new Map(states.map((state) => [state.name, state.id]));
};
