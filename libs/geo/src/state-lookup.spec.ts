import { describe, expect, it } from '@jest/globals';
import { STATE_POLYGONS } from './data/state-polygons.js';
import { isInNigeria } from './boundary.js';
import { STATE_CAPITALS } from './places.js';
import { nearestState, positionOutsideState, stateAt, stateCode, statePolygonAt } from './state-lookup.js';
import { NIGERIAN_STATES } from './states.js';

// Official state capitals with independently known approximate positions.
const CAPITALS: readonly [string, string, number, number][] = [
  ['Abia', 'Umuahia', 5.5249, 7.4946],
  ['Adamawa', 'Yola', 9.2035, 12.4954],
  ['Akwa Ibom', 'Uyo', 5.0377, 7.9128],
  ['Anambra', 'Awka', 6.2107, 7.0742],
  ['Bauchi', 'Bauchi', 10.3158, 9.8442],
  ['Bayelsa', 'Yenagoa', 4.9267, 6.2676],
  ['Benue', 'Makurdi', 7.7322, 8.5391],
  ['Borno', 'Maiduguri', 11.8311, 13.151],
  ['Cross River', 'Calabar', 4.9757, 8.3417],
  ['Delta', 'Asaba', 6.1986, 6.7319],
  ['Ebonyi', 'Abakaliki', 6.3249, 8.1137],
  ['Edo', 'Benin City', 6.335, 5.6037],
  ['Ekiti', 'Ado-Ekiti', 7.6233, 5.2209],
  ['Enugu', 'Enugu', 6.4584, 7.5464],
  ['Gombe', 'Gombe', 10.2897, 11.1673],
  ['Imo', 'Owerri', 5.4836, 7.0333],
  ['Jigawa', 'Dutse', 11.7562, 9.339],
  ['Kaduna', 'Kaduna', 10.5105, 7.4165],
  ['Kano', 'Kano', 12.0022, 8.592],
  ['Katsina', 'Katsina', 12.9908, 7.6018],
  ['Kebbi', 'Birnin Kebbi', 12.4539, 4.1975],
  ['Kogi', 'Lokoja', 7.8023, 6.7333],
  ['Kwara', 'Ilorin', 8.4966, 4.5421],
  ['Lagos', 'Ikeja', 6.6018, 3.3515],
  ['Nasarawa', 'Lafia', 8.4939, 8.5153],
  ['Niger', 'Minna', 9.6139, 6.5569],
  ['Ogun', 'Abeokuta', 7.1475, 3.3619],
  ['Ondo', 'Akure', 7.2571, 5.2058],
  ['Osun', 'Osogbo', 7.7827, 4.5418],
  ['Oyo', 'Ibadan', 7.3775, 3.947],
  ['Plateau', 'Jos', 9.8965, 8.8583],
  ['Rivers', 'Port Harcourt', 4.8156, 7.0498],
  ['Sokoto', 'Sokoto', 13.0059, 5.2476],
  ['Taraba', 'Jalingo', 8.8937, 11.3596],
  ['Yobe', 'Damaturu', 11.747, 11.9608],
  ['Zamfara', 'Gusau', 12.1704, 6.6641],
  ['Federal Capital Territory', 'Abuja', 9.0765, 7.3986],
];

describe('stateAt', () => {
  it.each([
    ['Lagos', 6.5244, 3.3792, 'Lagos'],
    ['Abuja', 9.0765, 7.3986, 'Federal Capital Territory'],
    ['Kano city', 12.0022, 8.592, 'Kano'],
    ['Port Harcourt', 4.8156, 7.0498, 'Rivers'],
    ['Maiduguri', 11.8311, 13.151, 'Borno'],
    ['Ibadan', 7.3775, 3.947, 'Oyo'],
    ['Enugu', 6.4584, 7.5464, 'Enugu'],
  ])('%s -> %s', (_name, lat, lon, state) => {
    expect(stateAt(lat, lon)).toBe(state);
  });

  it('returns null outside Nigeria', () => {
    expect(stateAt(6.3703, 2.3912)).toBeNull(); // Cotonou
    expect(stateAt(9.3, 13.4)).toBeNull(); // Garoua
    expect(stateAt(13.8, 8.98)).toBeNull(); // Zinder
    expect(stateAt(4.0, 6.0)).toBeNull(); // sea
  });

  it('gives the nearest state for points in Nigeria outside every state polygon (coast band)', () => {
    expect(statePolygonAt(6.4541, 3.3947)).toBeNull();
    expect(stateAt(6.4541, 3.3947)).toBe('Lagos'); // Lagos Island
    expect(stateAt(6.4281, 3.4219)).toBe('Lagos'); // Victoria Island
    expect(stateAt(4.4516, 7.1707)).toBe('Rivers'); // Bonny
    expect(nearestState(4.3123, 6.2409)).toBe('Bayelsa'); // Brass
  });

  it('has exactly one polygon set per state, named canonically, in NIGERIAN_STATES order', () => {
    expect(STATE_POLYGONS.map((s) => s.name)).toEqual([...NIGERIAN_STATES]);
    for (const s of STATE_POLYGONS) expect(s.polygons.length).toBeGreaterThan(0);
    expect(stateCode('Lagos')).toBe('NG-LA');
    expect(stateCode('Federal Capital Territory')).toBe('NG-FC');
  });

  it.each(CAPITALS)('the capital of %s (%s) lies in its polygon', (state, _capital, lat, lon) => {
    expect(statePolygonAt(lat, lon)).toBe(state);
    expect(stateAt(lat, lon)).toBe(state);
  });

  it('the gazetteer capital of every state lies in that state', () => {
    expect(STATE_CAPITALS.map((c) => c.state)).toEqual([...NIGERIAN_STATES]);
    for (const c of STATE_CAPITALS) {
      expect(CAPITALS.find(([s]) => s === c.state)?.[1]).toBe(c.capital);
      expect(stateAt(c.latitude, c.longitude)).toBe(c.state);
    }
  });

  it('state polygons tile the country: sampled points in Nigeria almost all fall in a polygon', () => {
    let inside = 0;
    let covered = 0;
    for (let lat = 4; lat <= 14; lat += 0.1) {
      for (let lon = 2.6; lon <= 14.7; lon += 0.1) {
        if (!isInNigeria(lat, lon)) continue;
        inside++;
        if (statePolygonAt(lat, lon) !== null) covered++;
        expect(stateAt(lat, lon)).not.toBeNull();
      }
    }
    expect(inside).toBeGreaterThan(7000);
    expect(covered / inside).toBeGreaterThan(0.99);
  });
});

describe('positionOutsideState', () => {
  it('accepts a point in the named state, names the state it lies in otherwise, and refuses a point abroad', () => {
    expect(positionOutsideState(6.5244, 3.3792, 'Lagos')).toBeNull();
    expect(positionOutsideState(6.5244, 3.3792, 'Ogun')).toEqual({ outsideNigeria: false, stateAt: 'Lagos' });
    // Cotonou, Benin.
    expect(positionOutsideState(6.3703, 2.3912, 'Lagos')).toEqual({ outsideNigeria: true });
  });
});
