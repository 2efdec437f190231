import { describe, expect, it } from '@jest/globals';
import { needsSummary, orderedNeeds, stateSlug } from './public-needs.js';

describe('public board rules', () => {
  it('gives each state a stable address', () => {
    expect(stateSlug('Akwa Ibom')).toBe('akwa-ibom');
    expect(stateSlug('Federal Capital Territory')).toBe('federal-capital-territory');
    expect(stateSlug('Lagos')).toBe('lagos');
  });

  it('orders the groups needed and leaves out the ones with nothing needed', () => {
    expect(orderedNeeds({ 'O-': 2, 'A+': 1, 'B+': 0 })).toEqual([
      { blood_group: 'A+', units: 1 },
      { blood_group: 'O-', units: 2 },
    ]);
  });

  it('says plainly when nothing is needed, and counts units as given', () => {
    expect(needsSummary('Oyo', [])).toBe(
      'No blood is needed in Oyo right now. Donors can still give at a verified blood bank.',
    );
    expect(
      needsSummary('Lagos', [
        { blood_group: 'A+', units: 1 },
        { blood_group: 'O+', units: 3 },
      ]),
    ).toBe('Blood needed in Lagos: A+ 1 unit, O+ 3 units.');
  });
});
