import { describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { signSessionToken, type AuthenticatedUser, type SessionClaims } from './session-token.js';
import { SessionTokenStrategy } from './session-token.strategy.js';
import type { SessionValidator } from './session-validator.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const USER_ID = '6f9619ff-8b86-4011-b42d-00c04fc964ff';

/** A validator that knows one live session per token it was given, as the database one does. */
const sessionsOf = (answer: (claims: SessionClaims) => Promise<AuthenticatedUser | null>): SessionValidator => ({
  validate: answer,
});

const live = sessionsOf(async (claims) => ({
  id: claims.sub,
  sessionId: claims.jti,
  sessionExpiresAt: new Date(claims.exp * 1000),
}));

const bearer = (token: string, scheme = 'Bearer') => ({ headers: { authorization: `${scheme} ${token}` } });

describe('SessionTokenStrategy (passport-jwt run for one request)', () => {
  const strategy = new SessionTokenStrategy(SECRET, live);

  it('gives the signed-in user of a valid bearer token with a live session', async () => {
    const token = signSessionToken(USER_ID, SECRET, 600);
    const user = await strategy.authenticate(bearer(token));
    expect(user).toMatchObject({ id: USER_ID });
    expect(await strategy.authenticate(bearer(token, 'bearer'))).toMatchObject({ id: USER_ID });
  });

  it('refuses a missing header, another scheme, another key, an expired token and another algorithm', async () => {
    const token = signSessionToken(USER_ID, SECRET, 600);
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 10, jti: 'j' }, SECRET, { subject: USER_ID });
    const otherAlgorithm = jwt.sign({ jti: 'j' }, SECRET, { subject: USER_ID, algorithm: 'HS512' });
    const refused = [
      { headers: {} },
      bearer(token, 'Basic'),
      bearer(signSessionToken(USER_ID, `${SECRET}-other`, 600)),
      bearer(expired),
      bearer(otherAlgorithm),
      bearer(`${token}x`),
    ];
    for (const request of refused) expect(await strategy.authenticate(request)).toBeNull();
  });

  it('refuses a token without a session id, and one whose session ended or cannot be checked', async () => {
    const noSessionId = jwt.sign({}, SECRET, { subject: USER_ID, expiresIn: 600 });
    expect(await strategy.authenticate(bearer(noSessionId))).toBeNull();
    const token = signSessionToken(USER_ID, SECRET, 600);
    const ended = new SessionTokenStrategy(
      SECRET,
      sessionsOf(async () => null),
    );
    expect(await ended.authenticate(bearer(token))).toBeNull();
    const unreachable = new SessionTokenStrategy(
      SECRET,
      sessionsOf(async () => {
        throw new Error('database away');
      }),
    );
    expect(await unreachable.authenticate(bearer(token))).toBeNull();
  });
});
