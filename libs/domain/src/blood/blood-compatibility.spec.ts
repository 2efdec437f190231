import { describe, expect, it } from '@jest/globals';
import { bloodMatchChart, canDonateTo, donorSearchOrder, donorsFor, recipientsOf } from './blood-compatibility.js';
import { BLOOD_GROUPS } from './blood-group.js';

describe('red-cell compatibility', () => {
  it('matches the blood match chart for every pair', () => {
    const chart: Record<string, string[]> = {
      'O-': ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
      'O+': ['A+', 'B+', 'AB+', 'O+'],
      'A-': ['A+', 'A-', 'AB+', 'AB-'],
      'A+': ['A+', 'AB+'],
      'B-': ['B+', 'B-', 'AB+', 'AB-'],
      'B+': ['B+', 'AB+'],
      'AB-': ['AB+', 'AB-'],
      'AB+': ['AB+'],
    };
    for (const donor of BLOOD_GROUPS) {
      for (const recipient of BLOOD_GROUPS) {
        expect([donor, recipient, canDonateTo(donor, recipient)]).toEqual([
          donor,
          recipient,
          chart[donor]!.includes(recipient),
        ]);
      }
    }
  });

  it('lets O- give to all and AB+ receive from all', () => {
    expect(recipientsOf('O-')).toEqual([...BLOOD_GROUPS]);
    expect(donorsFor('AB+')).toEqual([...BLOOD_GROUPS]);
    expect(donorsFor('O-')).toEqual(['O-']);
  });

  it('asks the exact group first and O- last', () => {
    expect(donorSearchOrder('A+')).toEqual(['A+', 'A-', 'O+', 'O-']);
    expect(donorSearchOrder('O-')).toEqual(['O-']);
    expect(donorSearchOrder('AB+').at(0)).toBe('AB+');
    expect(donorSearchOrder('AB+').at(-1)).toBe('O-');
  });

  it('gives the chart one row per group with both directions', () => {
    const rows = bloodMatchChart();
    expect(rows).toHaveLength(8);
    expect(rows.find((row) => row.type === 'B-')).toEqual({
      type: 'B-',
      donateTo: ['B+', 'B-', 'AB+', 'AB-'],
      receiveFrom: ['B-', 'O-'],
    });
  });
});
