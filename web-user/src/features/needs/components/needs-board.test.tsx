import { describe, expect, it } from 'vitest';
import type { StateNeeds } from '../api/get-public-needs';
import { chosenGroup, statesInNeed } from './needs-board';

const state = (name: string, needs: StateNeeds['needs']): StateNeeds => ({
  state: name,
  slug: name.toLowerCase(),
  needs,
  hospitals: [],
});

describe('the board of need', () => {
  it('reads only a real blood group from the address', () => {
    expect(chosenGroup('O+')).toBe('O+');
    expect(chosenGroup('AB-')).toBe('AB-');
    expect(chosenGroup('O')).toBeNull();
    expect(chosenGroup('')).toBeNull();
    expect(chosenGroup(null)).toBeNull();
  });

  it('lists only the states that need blood, and with a group chosen only the need for it', () => {
    const states = [
      state('Kano', []),
      state('Lagos', [
        { blood_group: 'A+', units: 1 },
        { blood_group: 'O+', units: 3 },
      ]),
      state('Oyo', [{ blood_group: 'A+', units: 2 }]),
    ];
    expect(statesInNeed(states, null).map((entry) => entry.state)).toEqual(['Lagos', 'Oyo']);
    expect(statesInNeed(states, 'O+')).toEqual([state('Lagos', [{ blood_group: 'O+', units: 3 }])]);
    expect(statesInNeed(states, 'B-')).toEqual([]);
  });
});
