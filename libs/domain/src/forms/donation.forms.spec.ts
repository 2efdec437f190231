import { describe, expect, it } from '@jest/globals';
import { DONATION_MESSAGES, donationForm } from './donation.forms.js';

const form = {
  name: 'Ada',
  email: 'ada@example.com',
  phone_number: '08031234567',
  service_id: 1,
  currency: 'NGN',
};

describe('money donation amounts', () => {
  it('takes whole kobo or cents', () => {
    for (const amount of [1, 0.01, 0.29, 1500.5, '2,500.75', 999_999_999.99])
      expect([amount, donationForm.safeParse({ ...form, amount }).success]).toEqual([amount, true]);
  });

  it('refuses an amount below the currency smallest unit, or with more decimals than it has', () => {
    for (const amount of [0.001, 0.005, 10.001, '1,000.125', 1e-7]) {
      const result = donationForm.safeParse({ ...form, amount });
      expect([amount, result.error?.issues.map((issue) => issue.message)]).toEqual([
        amount,
        [DONATION_MESSAGES.amountSubunit],
      ]);
    }
  });
});
