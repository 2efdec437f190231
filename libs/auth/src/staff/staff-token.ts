import { createHmac, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { StaffRole } from '@app/domain';

export const STAFF_TOKEN_ALGORITHM = 'HS256' as const;
/** Staff sessions and sign-in challenges each have an audience of their own, so neither passes for the other. */
export const STAFF_SESSION_AUDIENCE = 'blood-match-staff';
export const STAFF_CHALLENGE_AUDIENCE = 'blood-match-staff-challenge';
export const STAFF_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Hospital officers sign in through the same steps, with audiences and a signing key of their own. */
export const OFFICER_SESSION_AUDIENCE = 'blood-match-hospital-officer';
export const OFFICER_CHALLENGE_AUDIENCE = 'blood-match-hospital-officer-challenge';

/** The audiences a sign-in flow's tokens carry: one pair per kind of principal. */
export interface TokenAudiences {
  session: string;
  challenge: string;
}
export const STAFF_AUDIENCES: TokenAudiences = { session: STAFF_SESSION_AUDIENCE, challenge: STAFF_CHALLENGE_AUDIENCE };
export const OFFICER_AUDIENCES: TokenAudiences = {
  session: OFFICER_SESSION_AUDIENCE,
  challenge: OFFICER_CHALLENGE_AUDIENCE,
};

/**
 * The staff signing key, derived from JWT_SECRET: a different key from user tokens, so a staff token fails the
 * user API's signature check and a user token fails the admin API's, whatever the audience claims say.
 */
export const staffSigningKey = (jwtSecret: string): string =>
  createHmac('sha256', jwtSecret).update('blood-match staff tokens').digest('base64url');

/** The hospital officers' signing key: neither a staff nor a user token verifies with it, nor theirs with those. */
export const officerSigningKey = (jwtSecret: string): string =>
  createHmac('sha256', jwtSecret).update('blood-match hospital officer tokens').digest('base64url');

export interface StaffSessionClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

export interface StaffChallengeClaims {
  sub: string;
  step: 'enrol' | 'totp';
}

export interface AuthenticatedStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
}

export const signStaffSessionToken = (
  staffId: string,
  key: string,
  ttlSeconds: number,
  audience = STAFF_SESSION_AUDIENCE,
): { token: string; sessionId: string; expiresAt: Date } => {
  const sessionId = randomUUID();
  const token = jwt.sign({}, key, {
    algorithm: STAFF_TOKEN_ALGORITHM,
    subject: staffId,
    jwtid: sessionId,
    audience,
    expiresIn: ttlSeconds,
  });
  const { exp } = jwt.decode(token) as { exp: number };
  return { token, sessionId, expiresAt: new Date(exp * 1000) };
};

export const verifyStaffSessionToken = (
  token: string,
  key: string,
  audience = STAFF_SESSION_AUDIENCE,
): StaffSessionClaims | null => {
  try {
    const claims = jwt.verify(token, key, {
      algorithms: [STAFF_TOKEN_ALGORITHM],
      audience,
    }) as Partial<StaffSessionClaims>;
    return typeof claims.sub === 'string' && typeof claims.jti === 'string' ? (claims as StaffSessionClaims) : null;
  } catch {
    return null;
  }
};

export const signStaffChallenge = (
  claims: StaffChallengeClaims,
  key: string,
  audience = STAFF_CHALLENGE_AUDIENCE,
): string =>
  jwt.sign({ step: claims.step }, key, {
    algorithm: STAFF_TOKEN_ALGORITHM,
    subject: claims.sub,
    audience,
    expiresIn: STAFF_CHALLENGE_TTL_SECONDS,
  });

export const verifyStaffChallenge = (
  token: unknown,
  key: string,
  audience = STAFF_CHALLENGE_AUDIENCE,
): StaffChallengeClaims | null => {
  if (typeof token !== 'string' || token.length > 2000) return null;
  try {
    const claims = jwt.verify(token, key, {
      algorithms: [STAFF_TOKEN_ALGORITHM],
      audience,
    }) as Partial<StaffChallengeClaims>;
    if (typeof claims.sub !== 'string' || (claims.step !== 'enrol' && claims.step !== 'totp')) return null;
    return { sub: claims.sub, step: claims.step };
  } catch {
    return null;
  }
};
