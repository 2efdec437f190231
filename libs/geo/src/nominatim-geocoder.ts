import type { Geocoder } from './geocoder.js';
import type { Place, PlaceKind } from './places.js';
import { stateAt } from './state-lookup.js';

/** The parts of a Nominatim `jsonv2` result this geocoder reads (/search and /reverse alike). */
interface NominatimResult {
  lat: string;
  lon: string;
  name?: string;
  display_name?: string;
  addresstype?: string;
  address?: Record<string, string>;
  error?: string;
}

/** Nominatim's address parts from the most local named area to the widest, with the kind each one is here. */
const ADDRESS_PARTS: ReadonlyArray<readonly [string, PlaceKind]> = [
  ['neighbourhood', 'area'],
  ['quarter', 'area'],
  ['suburb', 'area'],
  ['city_district', 'area'],
  ['hamlet', 'town'],
  ['village', 'town'],
  ['town', 'town'],
  ['city', 'city'],
  ['county', 'lga'],
];

const kindOf = (addresstype: string | undefined): PlaceKind => {
  if (addresstype === 'state') return 'state';
  return ADDRESS_PARTS.find(([part]) => part === addresstype)?.[1] ?? 'area';
};

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Geocoding by an OpenStreetMap Nominatim server (self-hosted: the public one's usage policy forbids an app's
 * autocomplete traffic), limited to Nigeria. Each place's state comes from this library's own polygons, as the
 * gazetteer's does, so a place it returns always passes location validation; results outside them are dropped.
 */
export class NominatimGeocoder implements Geocoder {
  readonly attribution = '© OpenStreetMap contributors, ODbL';
  private readonly base: string;

  constructor(
    baseUrl: string,
    private readonly options: { timeoutMs?: number; userAgent?: string } = {},
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  async search(query: string, limit = 10): Promise<Place[]> {
    if (query.trim().length < 2 || !(limit > 0)) return [];
    const results = await this.get<NominatimResult[]>('/search', {
      q: query.trim(),
      countrycodes: 'ng',
      limit: String(Math.min(Math.floor(limit), 40)),
      addressdetails: '1',
    });
    return (Array.isArray(results) ? results : [])
      .map((result) => this.toPlace(result, result.name || result.display_name?.split(',')[0], result.addresstype))
      .filter((place): place is Place => place !== null);
  }

  async reverse(latitude: number, longitude: number): Promise<Place | null> {
    const result = await this.get<NominatimResult>('/reverse', {
      lat: String(latitude),
      lon: String(longitude),
      zoom: '16',
      addressdetails: '1',
    });
    if (!result || result.error) return null;
    // The reply names the nearest object (often a street or building); a person names the area it is in.
    const part = ADDRESS_PARTS.find(([key]) => result.address?.[key]);
    if (!part) return null;
    return this.toPlace(
      { ...result, lat: String(latitude), lon: String(longitude) },
      result.address![part[0]],
      part[0],
    );
  }

  private toPlace(result: NominatimResult, name: string | undefined, addresstype: string | undefined): Place | null {
    const latitude = round(Number(result.lat));
    const longitude = round(Number(result.lon));
    if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    const state = stateAt(latitude, longitude);
    if (!state) return null;
    return { name, kind: kindOf(addresstype), state, latitude, longitude };
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = `${this.base}${path}?${new URLSearchParams({ ...query, format: 'jsonv2', 'accept-language': 'en' })}`;
    const response = await fetch(url, {
      headers: { 'User-Agent': this.options.userAgent ?? 'BloodMatch geocoder', Accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
    if (!response.ok) throw new Error(`Nominatim ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }
}
