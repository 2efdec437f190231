import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Geocoder } from '@app/geo';
import { GEOCODER } from '../../geocoder.js';
import { readStateIds } from './read-state-ids.js';
import { SearchPlacesQuery } from './search-places.query.js';

/** Place search over the gazetteer shipped with the project (GeoNames, DB-IP; CC BY 4.0): no outside service needed. */
@QueryHandler(SearchPlacesQuery)
export class SearchPlacesHandler implements IQueryHandler<SearchPlacesQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
  ) {}

  async execute({ text, limit }: SearchPlacesQuery) {
    const [places, stateIds] = await Promise.all([this.geocoder.search(text, limit), readStateIds(this.em)]);
    return {
      places: places.map((place) => ({ ...place, state_id: stateIds.get(place.state) ?? null })),
      attribution: this.geocoder.attribution,
    };
  }
}
