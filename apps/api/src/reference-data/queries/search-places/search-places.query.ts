import { Query } from '@nestjs/cqrs';
import type { Place } from './search-places.response.dto.js';

/** Places in Nigeria matching a text, with the attribution their data asks for. */
export class SearchPlacesQuery extends Query<{ places: Place[]; attribution: string }> {
  constructor(
    readonly text: string,
    readonly limit: number,
  ) {
    super();
  }
}
