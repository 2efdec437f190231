import { describe, expect, it } from '@jest/globals';
import { newBloodRequestForm } from '../forms/blood-request.forms.js';
import { requestDateText } from './request-date.js';
import { declineEarnsWarning, targetsWanted, waveAt, WAVE_COUNT } from './donor-search.js';
import {
  canToggleRequest,
  isOpenToDonors,
  requestChip,
  requestChipLabel,
  statusAfterConfirmation,
  statusAfterMatch,
} from './request-status.js';

describe('blood request status', () => {
  it('labels the chips as the spec does', () => {
    expect(requestChipLabel({ status: 'pending', units: 3, matched: 0 })).toBe('Request Pending');
    expect(requestChipLabel({ status: 'pending', units: 3, matched: 1 })).toBe('Request Pending (1 / 3)');
    expect(requestChipLabel({ status: 'accepted', units: 3, matched: 3 })).toBe('Donation accepted');
    expect(requestChipLabel({ status: 'Donation Received', units: 1, matched: 1 })).toBe('Donation Received');
    expect(requestChipLabel({ status: 'inactive', units: 1, matched: 0 })).toBe('inactive');
  });

  it('names the chip apart from its wording, for the app to word it in the user’s language', () => {
    expect(requestChip({ status: 'pending', units: 3, matched: 2 })).toEqual({
      kind: 'pendingMatched',
      matched: 2,
      units: 3,
    });
    expect(requestChip({ status: 'pending', units: 3, matched: 0 })).toEqual({ kind: 'pending' });
    expect(requestChip({ status: 'expired', units: 1, matched: 0 })).toEqual({ kind: 'raw', text: 'expired' });
    expect(requestChip({ status: 'closed', units: 2, matched: 1 })).toEqual({ kind: 'closed' });
    expect(requestChipLabel({ status: 'closed', units: 2, matched: 1 })).toBe('Closed by the hospital');
  });

  it('stays open until the matches reach the units, and is received once all are confirmed', () => {
    expect(isOpenToDonors({ status: 'pending', units: 2, matched: 1 })).toBe(true);
    expect(statusAfterMatch({ status: 'pending', units: 2, matched: 1 })).toBe('accepted');
    expect(statusAfterMatch({ status: 'pending', units: 2, matched: 0 })).toBe('pending');
    expect(isOpenToDonors({ status: 'accepted', units: 2, matched: 2 })).toBe(false);
    expect(statusAfterConfirmation({ status: 'accepted', units: 2, matched: 2, confirmed: 1 })).toBeNull();
    expect(statusAfterConfirmation({ status: 'accepted', units: 2, matched: 2, confirmed: 2 })).toBe(
      'Donation Received',
    );
  });

  it('toggles only without matches and before the blood was received', () => {
    expect(canToggleRequest({ status: 'pending', units: 1, matched: 0 })).toBe(true);
    expect(canToggleRequest({ status: 'inactive', units: 1, matched: 0 })).toBe(true);
    expect(canToggleRequest({ status: 'pending', units: 2, matched: 1 })).toBe(false);
    expect(canToggleRequest({ status: 'Donation Received', units: 1, matched: 0 })).toBe(false);
  });

  it('widens the search 10, 25, 50, 100 km, then the whole state, for five donors a unit', () => {
    expect([1, 2, 3, 4, 5, 6].map((wave) => waveAt(wave)?.radiusKm)).toEqual([10, 25, 50, 100, null, undefined]);
    expect(WAVE_COUNT).toBe(5);
    expect(targetsWanted(3)).toBe(15);
    expect([4, 5, 6, 10].map(declineEarnsWarning)).toEqual([false, true, false, true]);
  });

  it('requires the recipient details and phone only for another recipient', () => {
    const base = {
      reason_id: 1,
      units: '2',
      date: requestDateText(new Date(Date.now() + 86_400_000)),
      hospital: 'LUTH',
      physician: 'Dr A',
      state_id: '25',
      latitude: '6.5',
      longitude: '3.4',
    };
    const self = newBloodRequestForm.safeParse({ ...base, recipient: 'self' });
    expect(self.success && self.data.phone_number).toBe(null);
    const other = newBloodRequestForm.safeParse({ ...base, recipient: 'others' });
    expect(other.success).toBe(false);
    const complete = newBloodRequestForm.safeParse({
      ...base,
      recipient: 'others',
      first_name: 'Chidi',
      last_name: 'Eze',
      gender: 'Male',
      blood_group: 'O-',
      phone_number: '+2348012345678',
    });
    expect(complete.success && complete.data.phone_number).toBe('2348012345678');
  });
});
