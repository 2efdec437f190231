import type { AuthenticatedUser, SessionClaims } from './session-token.js';

/** Decides whether a well-signed token still stands (user exists, not logged out, not issued before a reset). */
export interface SessionValidator {
  validate(claims: SessionClaims): Promise<AuthenticatedUser | null>;
}

export const SESSION_VALIDATOR = Symbol('SESSION_VALIDATOR');
export const SESSION_SECRET = Symbol('SESSION_SECRET');
