import { Secret, TOTP } from 'otpauth';

/** The current code for a TOTP secret, as an authenticator app computes it (RFC 6238: SHA-1, 6 digits, 30 s). */
export const totpCode = (base32Secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(base32Secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });
