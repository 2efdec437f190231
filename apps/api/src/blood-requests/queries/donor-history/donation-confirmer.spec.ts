import { describe, expect, it } from '@jest/globals';
import { donationConfirmer } from './read-donor-history.js';

describe('donationConfirmer', () => {
  it('says nobody confirmed a donation not yet confirmed', () => {
    expect(donationConfirmer('accepted', undefined)).toBeNull();
    expect(donationConfirmer('no_show', 'hospital')).toBeNull();
  });

  it('credits the hospital only when the match says its officer confirmed, else the recipient', () => {
    expect(donationConfirmer('confirmed', 'hospital')).toBe('hospital');
    expect(donationConfirmer('confirmed', 'officer')).toBe('hospital');
    expect(donationConfirmer('confirmed', 'recipient')).toBe('recipient');
    expect(donationConfirmer('confirmed', undefined)).toBe('recipient');
    expect(donationConfirmer('confirmed', null)).toBe('recipient');
  });
});
