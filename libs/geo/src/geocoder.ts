import { nearestPlace } from './nearest-town.js';
import { searchPlaces } from './place-search.js';
import type { Place } from './places.js';

/** Place names to positions and back, in Nigeria; the gazetteer by default, OpenStreetMap's Nominatim by choice. */
export interface Geocoder {
  search(query: string, limit?: number): Promise<Place[]>;
  /** The named place a point lies in or beside (a neighbourhood, town or LGA), null when none is known near it. */
  reverse(latitude: number, longitude: number): Promise<Place | null>;
}

/** In-memory geocoder over the gazetteer shipped with this library (no network). */
export class GazetteerGeocoder implements Geocoder {
  search(query: string, limit = 10): Promise<Place[]> {
    return Promise.resolve(searchPlaces(query, limit));
  }

  reverse(latitude: number, longitude: number): Promise<Place | null> {
    return Promise.resolve(nearestPlace(latitude, longitude));
  }
}
