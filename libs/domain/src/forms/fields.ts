import { z } from 'zod';

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

/** Nigerian mobile numbers as the app takes them: +234 and ten digits; sent and stored without the plus. */
export const NIGERIAN_PHONE_PATTERN = /^\+?234\d{10}$/;

export const nigerianPhoneField = (emptyMessage: string, invalidMessage: string) =>
  requiredText(emptyMessage)
    .pipe(z.string().regex(NIGERIAN_PHONE_PATTERN, invalidMessage))
    .transform((phone) => phone.replace(/^\+/, ''));

/** Digits left once spaces, brackets, plus, dashes, dots and "ext" are stripped, as the advocate form counts them. */
export const phoneDigits = (phone: string): string => phone.replace(/ext/gi, '').replace(/[\s()+\-.]/g, '');

export const requiredChoice = <T extends readonly [string, ...string[]]>(options: T, emptyMessage: string) =>
  z.preprocess(trimmed, z.enum(options, { error: emptyMessage }));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const parseIsoDate = (value: string): Date | null => {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
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
