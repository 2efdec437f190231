import { describe, expect, it } from '@jest/globals';
import { GazetteerGeocoder, type Geocoder } from './geocoder.js';
import { allPlaces, normalizePlaceName, searchPlaces } from './place-search.js';
import { NIGERIAN_LGAS, NIGERIAN_TOWNS } from './places.js';
import { stateAt } from './state-lookup.js';
import { NIGERIAN_STATES } from './states.js';

describe('searchPlaces', () => {
  it('finds Ikeja in Lagos from a prefix', () => {
    const results = searchPlaces('ikej');
    expect(results[0]).toMatchObject({ name: 'Ikeja', state: 'Lagos' });
    expect(results[0]!.latitude).toBeCloseTo(6.6, 1);
    expect(results[0]!.longitude).toBeCloseTo(3.34, 1);
  });

  it('finds Port Harcourt from a multi-word prefix', () => {
    const results = searchPlaces('port h');
    expect(results[0]).toMatchObject({ name: 'Port Harcourt', state: 'Rivers', kind: 'city' });
  });

  it('is case- and accent-insensitive', () => {
    expect(searchPlaces('ABUJA')[0]).toMatchObject({ name: 'Abuja', state: 'Federal Capital Territory' });
    expect(searchPlaces('Ìbàdàn')[0]).toMatchObject({ name: 'Ibadan', state: 'Oyo' });
    expect(searchPlaces('  maiduguri ')[0]).toMatchObject({ name: 'Maiduguri', state: 'Borno' });
    expect(normalizePlaceName('Ọ̀yọ́')).toBe('oyo');
    expect(normalizePlaceName('Port-Harcourt ')).toBe('port harcourt');
  });

  it('returns [] for queries shorter than 2 characters', () => {
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('a')).toEqual([]);
    expect(searchPlaces(' - ')).toEqual([]);
    expect(searchPlaces('ab', 0)).toEqual([]);
  });

  it('ranks word-prefix matches before substring matches, bigger places first', () => {
    const results = searchPlaces('kano', 20);
    expect(results[0]).toMatchObject({ name: 'Kano', kind: 'state' });
    expect(results[1]).toMatchObject({ name: 'Kano', kind: 'city', state: 'Kano' });
    // "Kano Municipal" (prefix) before anything merely containing "kano"
    const iPrefix = results.findIndex((p) => p.name === 'Kano Municipal');
    expect(iPrefix).toBeGreaterThan(1);
    const substringOnly = results.findIndex(
      (p) =>
        !normalizePlaceName(p.name)
          .split(' ')
          .some((w) => w.startsWith('kano')),
    );
    if (substringOnly >= 0) expect(substringOnly).toBeGreaterThan(iPrefix);

    const benin = searchPlaces('benin');
    expect(benin[0]).toMatchObject({ name: 'Benin City', state: 'Edo' });
    const city = searchPlaces('city');
    expect(city[0]).toMatchObject({ name: 'Benin City' }); // word prefix, most populous
  });

  it('respects the limit', () => {
    expect(searchPlaces('an', 3)).toHaveLength(3);
    expect(searchPlaces('an').length).toBeLessThanOrEqual(10);
  });

  it('finds states, LGAs and towns', () => {
    expect(searchPlaces('federal capital')[0]).toMatchObject({ kind: 'state', name: 'Federal Capital Territory' });
    expect(searchPlaces('akwa ibom')[0]).toMatchObject({ kind: 'state', state: 'Akwa Ibom' });
    expect(searchPlaces('oshodi').some((p) => p.kind === 'lga' && p.state === 'Lagos')).toBe(true);
    expect(searchPlaces('kosofe')[0]).toMatchObject({ kind: 'lga', state: 'Lagos' });
    expect(searchPlaces('nsukka')[0]).toMatchObject({ name: 'Nsukka', state: 'Enugu' });
  });
});

describe('gazetteer data', () => {
  it('every place has a canonical state that matches its coordinates', () => {
    const places = allPlaces();
    expect(places.length).toBeGreaterThan(1000);
    const states = new Set<string>(NIGERIAN_STATES);
    for (const p of places) {
      expect(states.has(p.state)).toBe(true);
      expect(stateAt(p.latitude, p.longitude)).toBe(p.state);
    }
    expect(new Set(places.filter((p) => p.kind === 'state').map((p) => p.name))).toEqual(states);
  });

  it('ships hundreds of towns with population, and LGAs', () => {
    expect(NIGERIAN_TOWNS.length).toBeGreaterThan(800);
    expect(NIGERIAN_TOWNS[0]).toMatchObject({ name: 'Lagos', state: 'Lagos', kind: 'city' });
    expect(NIGERIAN_TOWNS[0]!.population).toBeGreaterThan(1_000_000);
    for (const s of NIGERIAN_STATES) expect(NIGERIAN_TOWNS.some((t) => t.state === s)).toBe(true);
    expect(NIGERIAN_LGAS.length).toBeGreaterThan(300);
  });
});

describe('GazetteerGeocoder', () => {
  it('implements Geocoder over the shipped gazetteer', async () => {
    const geocoder: Geocoder = new GazetteerGeocoder();
    const results = await geocoder.search('ikeja', 5);
    expect(results[0]).toMatchObject({ name: 'Ikeja', kind: 'city', state: 'Lagos' });
    expect(await geocoder.search('x')).toEqual([]);
  });

  it('offers the town a district name starts with, and nothing for a name it does not know at all', async () => {
    const geocoder: Geocoder = new GazetteerGeocoder();
    expect((await geocoder.search('Ikeja GRA'))[0]).toMatchObject({ name: 'Ikeja', state: 'Lagos' });
    expect(await geocoder.search('Lekki Phase 1')).toContainEqual(
      expect.objectContaining({ name: 'Lekki', state: 'Lagos' }),
    );
    expect(await geocoder.search('Opebi')).toEqual([]);
    expect(await geocoder.search('Xq Yaba')).toEqual([]);
  });

  it('names the place nearest a point, and none far from every place', async () => {
    const geocoder: Geocoder = new GazetteerGeocoder();
    expect(await geocoder.reverse(6.6018, 3.3515)).toMatchObject({ name: 'Ikeja', state: 'Lagos' });
    expect(await geocoder.reverse(9.06, 7.49)).toMatchObject({ name: 'Abuja', state: 'Federal Capital Territory' });
    expect(await geocoder.reverse(1, 1)).toBeNull();
  });
});
