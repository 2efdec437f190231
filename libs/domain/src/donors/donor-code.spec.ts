import { describe, expect, it } from '@jest/globals';
import { DONOR_CODE_ALPHABET, formatDonorCode, generateDonorCode, normalizeDonorCode } from './donor-code.js';

describe('donor code', () => {
  it('is six characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateDonorCode((max) => Math.floor(Math.random() * max));
      expect(code).toMatch(new RegExp(`^[${DONOR_CODE_ALPHABET}]{6}$`));
    }
  });

  it('reads back what a person types, with spaces, dashes or small letters', () => {
    expect(normalizeDonorCode(' abc-234 ')).toBe('ABC234');
    expect(normalizeDonorCode('ABC 234')).toBe('ABC234');
    expect(normalizeDonorCode(formatDonorCode('XYZ679'))).toBe('XYZ679');
  });

  it('uses every character of the alphabet, from the source of randomness it is given', () => {
    let next = 0;
    const codes = Array.from({ length: 5 }, () => generateDonorCode(() => next++ % DONOR_CODE_ALPHABET.length));
    expect(codes.join('')).toBe(DONOR_CODE_ALPHABET);
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeDonorCode('ABC23')).toBeNull();
    expect(normalizeDonorCode('ABC2345')).toBeNull();
    expect(normalizeDonorCode('ABC0O1')).toBeNull();
    expect(normalizeDonorCode('')).toBeNull();
  });
});
