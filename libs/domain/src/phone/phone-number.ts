// Phone numbers without the forms' schemas (no zod): pages that only show a number load nothing more.

/**
 * Nigerian mobile numbers in the forms people type them: "0803 123 4567", "08031234567", "+234 803 123 4567",
 * "234-803-123-4567", "+234 (0) 803 123 4567", "00234 803 ...". Spaces, dashes, dots, slashes and brackets are
 * ignored; the country code (+234, 234 or 00234) and the trunk 0 are optional. What remains must be a ten-digit
 * mobile number (70x, 80x, 81x, 90x, 91x and the like: first digit 7, 8 or 9, second 0 or 1).
 *
 * The stored and sent form is 234 followed by those ten digits, without the plus (spec section 3: "sent without the
 * leading plus"); the API stores exactly this, so a number typed any way compares equal to itself.
 */
export const normaliseNigerianPhone = (input: string): string | null => {
  const compact = input.trim().replace(/[\s().\-/\u2010-\u2015]/g, '');
  const match = /^(?:\+234|00234|234)?0?([789][01]\d{8})$/.exec(compact);
  return match ? `234${match[1]}` : null;
};

/**
 * The ranges of Nigerian numbers that are mobile phones (libphonenumber's metadata for NG, type MOBILE; a test holds
 * this copy to the library). Numbers of the same shape outside them are personal (0700) or toll-free (0800)
 * numbers or unallocated: a gateway either cannot deliver a text to them or charges a premium for it.
 */
const NIGERIAN_MOBILE_RANGES =
  /^(?:(?:702[0-24-9]|819[01])\d{6}|(?:7(?:0[13-9]|[12]\d)|8(?:0[1-9]|1[0-8])|9(?:0[1-9]|1[0-6]))\d{7})$/;

/** Whether a stored number (234 and ten digits) is a Nigerian mobile number, the only kind texts are sent to. */
export const isNigerianMobile = (stored: string): boolean =>
  /^234\d{10}$/.test(stored) && NIGERIAN_MOBILE_RANGES.test(stored.slice(3));

/** Not worded by the spec: a number of the right shape that is not a mobile phone. */
export const PHONE_NOT_MOBILE = 'Enter a Nigerian mobile number: text messages cannot reach this number';

/** The stored form back in the spec's display form, +234 and ten digits. */
export const displayNigerianPhone = (stored: string): string => (/^234\d{10}$/.test(stored) ? `+${stored}` : stored);

/** Digits left once spaces, brackets, plus, dashes, dots and "ext" are stripped, as the advocate form counts them. */
export const phoneDigits = (phone: string): string => phone.replace(/ext/gi, '').replace(/[\s()+\-.]/g, '');

/** The advocate form's rule for numbers from abroad (spec section 9): at least 13 digits after stripping. */
export const MIN_INTERNATIONAL_PHONE_DIGITS = 13;
