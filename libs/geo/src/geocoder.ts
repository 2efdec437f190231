import { searchPlaces } from './place-search.js';
import type { Place } from './places.js';

/** Forward geocoding of place names; production may plug another provider. */
export interface Geocoder {
  search(query: string, limit?: number): Promise<Place[]>;
}

/** In-memory geocoder over the gazetteer shipped with this library (no network). */
export class GazetteerGeocoder implements Geocoder {
  search(query: string, limit = 10): Promise<Place[]> {
    return Promise.resolve(searchPlaces(query, limit));
  }
}
