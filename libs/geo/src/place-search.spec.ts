import { describe, expect, it } from '@jest/globals';
import { GazetteerGeocoder, type Geocoder } from './geocoder.js';
import { NIGERIAN_AREAS } from './areas.js';
import { KM_PER_DEGREE } from './geometry.js';
import { allPlaces, normalizePlaceName, searchPlaces } from './place-search.js';
import { NIGERIAN_LGAS, NIGERIAN_TOWNS, type Place } from './places.js';
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

const kmBetween = (a: Place, b: Pick<Place, 'latitude' | 'longitude'>) =>
  Math.hypot(a.latitude - b.latitude, (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180)) *
  KM_PER_DEGREE;

describe('districts and neighbourhoods', () => {
  // The city each district lies in or beside (GeoNames' "Lekki" is a village 70 km east of Lekki Phase 1).
  it.each([
    ['maryland', 'Maryland', 'Lagos', 'Lagos', 'Lagos'],
    ['ikeja gra', 'Ikeja GRA', 'Lagos', 'Lagos', 'Lagos'],
    ['lekki phase 1', 'Lekki Phase 1', 'Lagos', 'Lekki', 'Lagos'],
    ['victoria island', 'Victoria Island Annex', 'Lagos', 'Lagos', 'Lagos'],
    ['opebi', 'Opebi', 'Lagos', 'Ikeja', 'Lagos'],
    ['alausa', 'Alausa', 'Lagos', 'Ojodu', 'Lagos'],
    ['yaba', 'Sabo Yaba', 'Lagos', 'Lagos', 'Lagos'],
    ['lawanson', 'Lawanson', 'Lagos', 'Lagos', 'Lagos'],
    ['wuse', 'Wuse', 'Federal Capital Territory', 'Abuja', 'Abuja'],
    ['maitama', 'Maitama', 'Federal Capital Territory', 'Abuja', 'Abuja'],
    ['bodija', 'New Bodija', 'Oyo', 'Ibadan', 'Ibadan'],
    ['old gra', 'Old GRA', 'Rivers', 'Port Harcourt', 'Port Harcourt'],
  ])('finds "%s": %s in %s, part of %s, inside its state and near %s', (query, name, state, town, city) => {
    const found = searchPlaces(query).find((place) => place.kind === 'area');
    expect(found).toEqual(expect.objectContaining({ name, state, town }));
    expect(stateAt(found!.latitude, found!.longitude)).toBe(state);
    const cityPlace = NIGERIAN_TOWNS.find((place) => place.name === city && place.state === state);
    expect(kmBetween(found!, cityPlace!)).toBeLessThan(25);
  });

  it('finds Garki in Abuja beside the town of that name in Jigawa', () => {
    expect(searchPlaces('garki')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Garki', kind: 'town', state: 'Jigawa' }),
        expect.objectContaining({ name: 'Garki', kind: 'area', state: 'Federal Capital Territory', town: 'Abuja' }),
      ]),
    );
  });

  it('holds each district once, with coordinates of 4 decimals, none named as a town of its state', () => {
    expect(NIGERIAN_AREAS.length).toBeGreaterThan(50);
    const keys = NIGERIAN_AREAS.map((area) => `${area.state}|${normalizePlaceName(area.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
    const towns = new Set(NIGERIAN_TOWNS.map((town) => `${town.state}|${normalizePlaceName(town.name)}`));
    for (const area of NIGERIAN_AREAS) {
      expect(area.kind).toBe('area');
      expect(towns.has(`${area.state}|${normalizePlaceName(area.name)}`)).toBe(false);
      expect(Math.round(area.latitude * 1e4) / 1e4).toBe(area.latitude);
      expect(Math.round(area.longitude * 1e4) / 1e4).toBe(area.longitude);
    }
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

  it('offers the place a name it does not know starts with, and nothing for a name it does not know at all', async () => {
    const geocoder: Geocoder = new GazetteerGeocoder();
    expect((await geocoder.search('Ikeja GRA'))[0]).toMatchObject({ name: 'Ikeja GRA', kind: 'area', state: 'Lagos' });
    expect((await geocoder.search('Wuse II'))[0]).toMatchObject({ name: 'Wuse', kind: 'area', town: 'Abuja' });
    expect((await geocoder.search('Allen Avenue'))[0]).toMatchObject({ name: 'Allen', kind: 'area', town: 'Ikeja' });
    expect((await geocoder.search('Ikorodu Garage'))[0]).toMatchObject({ name: 'Ikorodu', state: 'Lagos' });
    expect(await geocoder.search('Xq Yaba')).toEqual([]);
    expect(geocoder.attribution).toBe('© GeoNames, CC BY 4.0; districts © DB-IP.com, CC BY 4.0');
  });

  it('names the district or town nearest a point, and none far from every place', async () => {
    const geocoder: Geocoder = new GazetteerGeocoder();
    expect(await geocoder.reverse(6.5888, 3.3615)).toMatchObject({ name: 'Opebi', kind: 'area', state: 'Lagos' });
    expect(await geocoder.reverse(7.3776, 3.9059)).toMatchObject({ name: 'Ibadan', kind: 'city', state: 'Oyo' });
    expect(await geocoder.reverse(1, 1)).toBeNull();
  });
});
