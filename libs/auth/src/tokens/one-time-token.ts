import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes for the link; only the SHA-256 of it is stored. */
export const createOneTimeToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
};

export const hashOneTimeToken = (token: string): string => createHash('sha256').update(token).digest('hex');
