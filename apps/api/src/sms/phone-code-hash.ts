import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '@app/domain';

/** A fresh code of PHONE_CODE_LENGTH digits, uniformly drawn (leading zeros kept). */
export const newPhoneCode = (): string =>
  String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');

/**
 * The code as stored: an HMAC keyed by a server secret and bound to the person and the number. A plain hash of a
 * six-digit code is undone by trying a million codes; this needs the secret, which the database does not hold.
 */
export const phoneCodeHash = (secret: string, userId: string, phoneNumber: string, code: string): string =>
  createHmac('sha256', secret).update(`phone-code:${userId}:${phoneNumber}:${code}`).digest('base64url');

export const phoneCodeMatches = (expectedHash: string, actualHash: string): boolean => {
  const expected = Buffer.from(expectedHash);
  const actual = Buffer.from(actualHash);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
