import { nearestPlace } from './nearest-town.js';
import { normalizePlaceName, searchPlaces } from './place-search.js';
import type { Place } from './places.js';

/** Place names to positions and back, in Nigeria; the gazetteer by default, OpenStreetMap's Nominatim by choice. */
export interface Geocoder {
  /** The credit the data's licence asks for wherever its results are shown. */
  readonly attribution: string;
  search(query: string, limit?: number): Promise<Place[]>;
  /** The named place a point lies in or beside (a neighbourhood, town or LGA), null when none is known near it. */
  reverse(latitude: number, longitude: number): Promise<Place | null>;
}

/** In-memory geocoder over the gazetteer shipped with this library (no network). */
export class GazetteerGeocoder implements Geocoder {
  readonly attribution = '© GeoNames, CC BY 4.0; districts © DB-IP.com, CC BY 4.0';

  /**
   * The gazetteer's places; when none has the name, the places the name's first words start ("Wuse II", "Allen
   * Avenue" -> Wuse, Allen): for a district or street it does not know, it offers the area or town it is in.
   */
  search(query: string, limit = 10): Promise<Place[]> {
    const found = searchPlaces(query, limit);
    const words = normalizePlaceName(query).split(' ');
    for (let count = words.length - 1; found.length === 0 && count >= 1; count--) {
      const start = words.slice(0, count).join(' ');
      found.push(
        ...searchPlaces(start, limit).filter((place) => ` ${normalizePlaceName(place.name)}`.includes(` ${start}`)),
      );
    }
    return Promise.resolve(found);
  }

  reverse(latitude: number, longitude: number): Promise<Place | null> {
    return Promise.resolve(nearestPlace(latitude, longitude));
  }
}

/**
 * A geocoder that answers from `fallback` whenever `primary` fails (a Nominatim server down or slow), so a person
 * still finds their town instead of being told that no place has that name; `onError` hears each failure.
 */
export class FallbackGeocoder implements Geocoder {
  readonly attribution: string;

  constructor(
    private readonly primary: Geocoder,
    private readonly fallback: Geocoder,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.attribution = `${primary.attribution}; ${fallback.attribution}`;
  }

  search(query: string, limit?: number): Promise<Place[]> {
    return this.primary.search(query, limit).catch((error: unknown) => {
      this.onError(error);
      return this.fallback.search(query, limit);
    });
  }

  /** The fallback also names a point the primary has no name for. */
  async reverse(latitude: number, longitude: number): Promise<Place | null> {
    const found = await this.primary.reverse(latitude, longitude).catch((error: unknown) => {
      this.onError(error);
      return null;
    });
    return found ?? this.fallback.reverse(latitude, longitude);
  }
}
