import { describe, expect, it } from '@jest/globals';
import { distanceToCoastKm, isInNigeria, isInNigeriaPolygon } from './boundary.js';

describe('isInNigeria', () => {
  it.each([
    ['Lagos', 6.5244, 3.3792],
    ['Abuja', 9.0765, 7.3986],
    ['Kano', 12.0022, 8.592],
    ['Port Harcourt', 4.8156, 7.0498],
    ['Maiduguri', 11.8311, 13.151],
    ['Sokoto', 13.0059, 5.2476],
    ['Calabar', 4.9757, 8.3417],
    ['Yola', 9.2035, 12.4954],
  ])('accepts %s', (_name, lat, lon) => {
    expect(isInNigeria(lat, lon)).toBe(true);
  });

  it.each([
    ['Cotonou, Benin', 6.3703, 2.3912],
    ['Porto-Novo, Benin', 6.4969, 2.6289],
    ['Garoua, Cameroon', 9.3, 13.4],
    ['Zinder, Niger', 13.8, 8.98],
    ["N'Djamena, Chad", 12.1348, 15.0557],
    ['Gulf of Guinea (sea)', 4.0, 6.0],
    ['Bioko, Equatorial Guinea', 3.75, 8.78],
    ['null island', 0, 0],
    ['London', 51.5, -0.12],
  ])('rejects %s', (_name, lat, lon) => {
    expect(isInNigeria(lat, lon)).toBe(false);
  });

  it('accepts Lagos Island, Victoria Island and Bonny, which the 1:10m coastline cuts off', () => {
    expect(isInNigeria(6.4541, 3.3947)).toBe(true); // Lagos Island
    expect(isInNigeria(6.4281, 3.4219)).toBe(true); // Victoria Island
    expect(isInNigeria(4.4516, 7.1707)).toBe(true); // Bonny
    expect(isInNigeriaPolygon(6.4541, 3.3947)).toBe(false);
    expect(distanceToCoastKm(6.4541, 3.3947)).toBeLessThan(5);
  });

  it('does not let the coast band spill round the ends of the coastline into Benin or Cameroon', () => {
    expect(isInNigeria(6.37, 2.69)).toBe(false); // Kraké, Benin, 1.5 km from the end of the coastline
    expect(isInNigeria(6.38, 2.62)).toBe(false); // Sèmè-Podji, Benin
    expect(isInNigeria(4.8, 8.64)).toBe(false); // Cameroon, beyond the eastern end of the coastline
  });

  it('is a polygon test, not a bounding box test (corners of the bbox are outside)', () => {
    expect(isInNigeria(13.8, 3.0)).toBe(false); // Niger, north-west corner of NG bbox
    expect(isInNigeria(4.5, 14.0)).toBe(false); // Cameroon, south-east corner
    expect(isInNigeria(13.5, 14.5)).toBe(false); // Chad / Lake Chad
  });

  it('rejects invalid coordinates', () => {
    expect(isInNigeria(Number.NaN, 7)).toBe(false);
    expect(isInNigeria(9, Number.POSITIVE_INFINITY)).toBe(false);
    expect(isInNigeria(200, 7)).toBe(false);
  });
});
