import { describe, expect, it } from '@jest/globals';
import { AREA_NEAR_KM, nearestPlace, nearestTown } from './nearest-town.js';

describe('nearestTown', () => {
  it('names the town a hospital is in or beside', () => {
    expect(nearestTown(6.5244, 3.3792)?.name).toBe('Shomolu'); // the gazetteer's nearest, in Lagos
    expect(nearestTown(7.3775, 3.947)?.name).toBe('Ibadan');
    expect(nearestTown(4.7774, 7.0134)?.name).toBe('Port Harcourt');
  });

  it('names none when the nearest town is further than asked', () => {
    expect(nearestTown(13.5, 2.1, 50)).toBeNull();
  });
});

describe('nearestPlace', () => {
  it('names the district a point is in when one is close, as "Near Ikeja GRA, Lagos"', () => {
    expect(nearestPlace(6.579, 3.356)).toMatchObject({ name: 'Ikeja GRA', kind: 'area', state: 'Lagos' });
    expect(nearestPlace(9.08, 7.468)).toMatchObject({ name: 'Wuse', kind: 'area', state: 'Federal Capital Territory' });
  });

  it('names the town when it is nearer than any district, or no district is close', () => {
    expect(nearestPlace(7.3776, 3.9059)).toMatchObject({ name: 'Ibadan', kind: 'city' }); // New Bodija is 5 km off
    // Alimosho: the town is 0.7 km away, the nearest district (Isolo) 4 km, beyond AREA_NEAR_KM
    expect(AREA_NEAR_KM).toBeLessThan(4);
    expect(nearestPlace(6.6, 3.3)).toMatchObject({ name: 'Alimosho', kind: 'town' });
  });

  it('names nothing far from every place', () => {
    expect(nearestPlace(1, 1)).toBeNull();
  });
});
