import { randomUUID } from 'node:crypto';
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
