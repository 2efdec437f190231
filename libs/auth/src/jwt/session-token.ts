import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const SESSION_ALGORITHM = 'HS256' as const;

export interface SessionClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  /** Issue time in milliseconds: a password reset revokes every token issued before it, even within the second. */
  issued_ms: number;
}

export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  sessionExpiresAt: Date;
}

export const signSessionToken = (userId: string, secret: string, ttlSeconds: number): string =>
  jwt.sign({ issued_ms: Date.now() }, secret, {
    algorithm: SESSION_ALGORITHM,
    subject: userId,
    jwtid: randomUUID(),
    expiresIn: ttlSeconds,
  });

/** `Authorization: <scheme> <token>`, read as passport-jwt read it before (the scheme `bearer` in any case). */
const AUTHORIZATION = /(\S+)\s+(\S+)/;

/**
 * Checks a session token's signature, algorithm and expiry. The key is made once: given the secret as a string,
 * jsonwebtoken would try it as a public key and then derive a secret key from it on every verification.
 */
export class SessionTokenVerifier {
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** The claims of a well-signed, unexpired token with a subject and a session id, or null. */
  verify(token: string): SessionClaims | null {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: [SESSION_ALGORITHM] });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.jti !== 'string') return null;
      return claims as SessionClaims;
    } catch {
      return null;
    }
  }

  verifyBearer(header: string | string[] | undefined): SessionClaims | null {
    const parts = typeof header === 'string' ? AUTHORIZATION.exec(header) : null;
    return parts && parts[1]!.toLowerCase() === 'bearer' ? this.verify(parts[2]!) : null;
  }
}
