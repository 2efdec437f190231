import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's webhook signature: HMAC-SHA512 of the raw request body with the secret key, hex-encoded. */
export const signPaystackPayload = (secret: string, body: Buffer | string): string =>
  createHmac('sha512', secret).update(body).digest('hex');

export const isValidPaystackSignature = (secret: string, body: Buffer, signature: unknown): boolean => {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signPaystackPayload(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
};
