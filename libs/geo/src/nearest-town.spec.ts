import { describe, expect, it } from '@jest/globals';
import { nearestTown } from './nearest-town.js';

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
