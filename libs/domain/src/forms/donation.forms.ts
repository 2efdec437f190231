import { z } from 'zod';
import { emailField, internationalPhoneField, isBlank, requiredText } from './fields.js';

export const DONATION_MESSAGES = {
  nameEmpty: 'Name cannot be empty',
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Invalid Email',
  phoneEmpty: 'Phone number cannot be empty',
  phoneInvalid: 'Invalid phone number; use +234XXXXXXXXXX format',
  amountEmpty: 'Amount cannot be empty',
  amountInvalid: 'Amount must be greater than 0',
  /** Not worded by the spec. */
  amountSubunit: 'Amount can have at most 2 decimal places',
  currencyEmpty: 'Currency must not be empty',
  /** Not worded by the spec. */
  serviceEmpty: 'Payment method cannot be empty',
} as const;

export const DONATION_CURRENCIES = ['NGN', 'USD', 'AED', 'GBP', 'EUR'] as const;
export const DEFAULT_CURRENCY = 'NGN';

/** Every currency we take divides into 100 of its smallest unit (kobo, cents, fils, pence). */
export const CURRENCY_DECIMALS = 2;

/**
 * Whether an amount is a whole number of the currency's smallest unit: 0.001 NGN (a tenth of a kobo) is not. Compared
 * through its 2-decimal rounding, which is the same number exactly when the amount has no more decimals than that.
 */
export const isWholeSubunitAmount = (amount: number): boolean => Number(amount.toFixed(CURRENCY_DECIMALS)) === amount;

/** The money donation form (POST /v1/partnerships/donations gets these plus redirect_url). */
export const donationForm = z.object({
  name: requiredText(DONATION_MESSAGES.nameEmpty).pipe(z.string().max(200)),
  email: emailField(DONATION_MESSAGES.emailEmpty, DONATION_MESSAGES.emailInvalid),
  phone_number: internationalPhoneField(DONATION_MESSAGES.phoneEmpty, DONATION_MESSAGES.phoneInvalid),
  service_id: z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: DONATION_MESSAGES.serviceEmpty })
      .int(DONATION_MESSAGES.serviceEmpty)
      .positive(DONATION_MESSAGES.serviceEmpty),
  ),
  currency: z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.enum(DONATION_CURRENCIES, { error: DONATION_MESSAGES.currencyEmpty }),
  ),
  amount: z.preprocess(
    (value) =>
      isBlank(value) ? undefined : typeof value === 'string' ? Number(value.trim().replace(/,/g, '')) : value,
    z
      .number({
        error: (issue) => (issue.input === undefined ? DONATION_MESSAGES.amountEmpty : DONATION_MESSAGES.amountInvalid),
      })
      .finite(DONATION_MESSAGES.amountInvalid)
      .gt(0, DONATION_MESSAGES.amountInvalid)
      .refine(isWholeSubunitAmount, DONATION_MESSAGES.amountSubunit),
  ),
});

export type DonationForm = z.input<typeof donationForm>;
