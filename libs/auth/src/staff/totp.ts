import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
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

/** The key TOTP secrets are sealed with at rest, derived from JWT_SECRET (a database dump alone does not give codes). */
export const totpSealingKey = (jwtSecret: string): Buffer =>
  createHmac('sha256', jwtSecret).update('blood-match staff totp secrets').digest();

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export const sealTotpSecret = (secretBase32: string, key: Buffer): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

/** The secret back, or null when it was sealed with another key (JWT_SECRET changed: an admin resets the authenticator). */
export const openTotpSecret = (sealed: string, key: Buffer): string | null => {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};
