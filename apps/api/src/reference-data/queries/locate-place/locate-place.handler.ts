import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isInNigeria, stateAt, type Geocoder } from '@app/geo';
import { GEOCODER } from '../../geocoder.js';
import { readStateIds } from '../search-places/read-state-ids.js';
import { LocatePlaceQuery } from './locate-place.query.js';

@QueryHandler(LocatePlaceQuery)
export class LocatePlaceHandler implements IQueryHandler<LocatePlaceQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
  ) {}

  async execute({ latitude, longitude }: LocatePlaceQuery) {
    const name = isInNigeria(latitude, longitude) ? stateAt(latitude, longitude) : null;
    if (!name) return { state: null, place: null };
    const [stateIds, near] = await Promise.all([
      readStateIds(this.em),
      this.geocoder.reverse(latitude, longitude).catch(() => null),
    ]);
    const id = stateIds.get(name);
    if (id === undefined) return { state: null, place: null };
    return { state: { id, name }, place: near ? { name: near.name, kind: near.kind } : null };
  }
}
