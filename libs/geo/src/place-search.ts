import { NIGERIAN_AREAS } from './areas.js';
import { NIGERIAN_LGAS, NIGERIAN_TOWNS, STATE_CAPITALS, type Place } from './places.js';

/**
 * Lower-case, strip accents/diacritics (NFD + remove combining marks) and turn every run
 * of non-alphanumeric characters into one space: "Ọ̀yọ́", "Port-Harcourt " -> "oyo", "port harcourt".
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Entry {
  readonly place: Place;
  /** normalised name, words separated by single spaces */
  readonly key: string;
  /** ranking size: states first, then population (0 when unknown) */
  readonly size: number;
  readonly order: number;
}

const KIND_ORDER = { state: 0, city: 1, town: 2, lga: 3, area: 4 } as const;

function buildIndex(): readonly Entry[] {
  const entries: Entry[] = [];
  let order = 0;
  for (const c of STATE_CAPITALS) {
    const place: Place = Object.freeze({
      name: c.state,
      kind: 'state',
      state: c.state,
      latitude: c.latitude,
      longitude: c.longitude,
    });
    entries.push({ place, key: normalizePlaceName(c.state), size: Number.POSITIVE_INFINITY, order: order++ });
  }
  for (const t of NIGERIAN_TOWNS) {
    const place: Place = Object.freeze({
      name: t.name,
      kind: t.kind,
      state: t.state,
      latitude: t.latitude,
      longitude: t.longitude,
    });
    entries.push({ place, key: normalizePlaceName(t.name), size: t.population, order: order++ });
  }
  for (const place of [...NIGERIAN_LGAS, ...NIGERIAN_AREAS]) {
    entries.push({ place, key: normalizePlaceName(place.name), size: 0, order: order++ });
  }
  return entries;
}

const INDEX: readonly Entry[] = buildIndex();

/** Every place of the gazetteer (states, cities, towns, LGAs, districts). */
export function allPlaces(): readonly Place[] {
  return INDEX.map((e) => e.place);
}

/**
 * Searches the gazetteer. Case- and accent-insensitive. Ranking: exact name, then names
 * starting with the query, then names with a word starting with the query, then names
 * containing it; bigger places first within a tier (states, then by population).
 * Queries shorter than 2 characters (after normalisation) return [].
 */
export function searchPlaces(query: string, limit = 10): Place[] {
  const q = normalizePlaceName(query);
  if (q.length < 2 || !(limit > 0)) return [];
  const wordQ = ' ' + q;
  const hits: { entry: Entry; tier: number }[] = [];
  for (const entry of INDEX) {
    const key = entry.key;
    let tier: number;
    if (key.startsWith(q)) tier = key.length === q.length ? 0 : 1;
    else if (key.includes(wordQ)) tier = 2;
    else if (key.includes(q)) tier = 3;
    else continue;
    hits.push({ entry, tier });
  }
  hits.sort(
    (a, b) =>
      a.tier - b.tier ||
      b.entry.size - a.entry.size ||
      KIND_ORDER[a.entry.place.kind] - KIND_ORDER[b.entry.place.kind] ||
      a.entry.order - b.entry.order,
  );
  const n = Math.min(Math.floor(limit), hits.length);
  const out: Place[] = new Array<Place>(n);
  for (let i = 0; i < n; i++) out[i] = hits[i]!.entry.place;
  return out;
}
