import { z } from 'zod';
import {
  isNigerianMobile,
  MIN_INTERNATIONAL_PHONE_DIGITS,
  normaliseNigerianPhone,
  PHONE_NOT_MOBILE,
  phoneDigits,
} from '../phone/phone-number.js';

/** The spec's notion of empty: undefined, null, or blank after trimming. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A required text field: one message for missing, blank or not text. */
export const requiredText = (emptyMessage: string) =>
  z.preprocess(trimmed, z.string({ error: emptyMessage }).min(1, emptyMessage));

export const optionalText = (max = 2000) =>
  z.preprocess((value) => (isBlank(value) ? undefined : trimmed(value)), z.string().max(max).optional());

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = (emptyMessage: string, invalidMessage: string) =>
  requiredText(emptyMessage)
    .pipe(z.string().max(254, invalidMessage).regex(EMAIL_PATTERN, invalidMessage))
    .transform((email) => email.toLowerCase());

/**
 * A Nigerian mobile phone field: any typed form (see normaliseNigerianPhone), output in the stored form; a number of
 * the right shape outside the mobile ranges gets its own message.
 */
export const nigerianPhoneField = (emptyMessage: string, invalidMessage: string) =>
  requiredText(emptyMessage)
    .pipe(z.string().refine((phone) => normaliseNigerianPhone(phone) !== null, invalidMessage))
    .transform((phone) => normaliseNigerianPhone(phone)!)
    .pipe(z.string().refine(isNigerianMobile, PHONE_NOT_MOBILE));

/**
 * A phone field open to numbers from abroad (the advocate and money-donation forms): a Nigerian number in any typed
 * form is normalised like nigerianPhoneField; anything else needs its country code, at least 13 digits once
 * punctuation goes, and is kept as those digits.
 */
export const internationalPhoneField = (emptyMessage: string, invalidMessage: string) =>
  requiredText(emptyMessage)
    .pipe(
      z
        .string()
        .refine(
          (phone) =>
            normaliseNigerianPhone(phone) !== null ||
            (/^\d+$/.test(phoneDigits(phone)) && phoneDigits(phone).length >= MIN_INTERNATIONAL_PHONE_DIGITS),
          invalidMessage,
        ),
    )
    .transform((phone) => normaliseNigerianPhone(phone) ?? phoneDigits(phone));

export const requiredChoice = <T extends readonly [string, ...string[]]>(options: T, emptyMessage: string) =>
  z.preprocess(trimmed, z.enum(options, { error: emptyMessage }));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Years a date given to the product can fall in. Outside them a date is a typo or a probe (PostgreSQL has no year 0,
 * so "0000-01-01" would otherwise reach the database and fail there).
 */
export const SANE_YEARS = { first: 1900, last: 2999 } as const;

export const isSaneYear = (date: Date): boolean =>
  date.getUTCFullYear() >= SANE_YEARS.first && date.getUTCFullYear() <= SANE_YEARS.last;

export const parseIsoDate = (value: string): Date | null => {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value || !isSaneYear(date) ? null : date;
};

const todayUtc = () => new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z');

/** A calendar date (YYYY-MM-DD, a longer ISO string is cut to its date) not later than today. */
export const pastDateField = (emptyMessage: string, futureMessage: string, invalidMessage = 'Enter a valid date') =>
  requiredText(emptyMessage)
    .transform((value) => value.slice(0, 10))
    .pipe(
      z
        .string()
        .refine((value) => parseIsoDate(value) !== null, invalidMessage)
        .refine((value) => (parseIsoDate(value) ?? new Date(0)) <= todayUtc(), futureMessage),
    );

/** A number sent as a number or numeric string (the forms send coordinates as strings). */
export const requiredNumber = (emptyMessage: string, invalidMessage = emptyMessage) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
    z.number({ error: (issue) => (issue.input === undefined ? emptyMessage : invalidMessage) }).finite(invalidMessage),
  );

/** An optional positive measure: empty strings become null, as the vitals form sends them. */
export const optionalPositive = (message: string, max = 1000) =>
  z.preprocess(
    (value) => (isBlank(value) ? null : typeof value === 'string' ? Number(value.trim()) : value),
    z.number({ error: message }).finite(message).gt(0, message).max(max, message).nullable(),
  );
