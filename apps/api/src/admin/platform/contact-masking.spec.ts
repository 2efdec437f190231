import { describe, expect, it } from '@jest/globals';
import { maskEmail, maskPhone } from './contact-masking.js';

describe('contact masking', () => {
  it('keeps an email recognisable by its first letter and domain only', () => {
    expect(maskEmail('amaka.okafor@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-email')).toBe('***');
  });

  it('keeps a phone number’s country prefix and last three digits', () => {
    expect(maskPhone('2348012345678')).toBe('2348******678');
    expect(maskPhone('12345')).toBe('*****');
    expect(maskPhone(null)).toBeNull();
  });
});
