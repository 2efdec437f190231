import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30 seconds. */
const TOTP_PERIOD_SECONDS = 30;
/** One step either side, for clocks a little apart. */
const TOTP_WINDOW = 1;
const ISSUER = 'Blood Match staff';

const totpFor = (secretBase32: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

export const createTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUri = (secretBase32: string, email: string): string => totpFor(secretBase32, email).toString();

/**
 * The time step a code belongs to, or null when it matches none within the window. Callers refuse a step at or
 * before the last one accepted, so a code works once.
 */
export const totpStep = (secretBase32: string, code: string, now = Date.now()): number | null => {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, 'staff').validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
};

/** The code for a moment: for tests and scripted sign-in, as an authenticator app would show it. */
export const totpCode = (secretBase32: string, now = Date.now()): string =>
  totpFor(secretBase32, 'staff').generate({ timestamp: now });

const RECOVERY_CODE_COUNT = 10;

/** Ten single-use codes like `a1b2c-3d4e5`, and the SHA-256 of each to store. */
export const createRecoveryCodes = (): { codes: string[]; hashes: string[] } => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
};

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
