import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { SESSION_ALGORITHM, type AuthenticatedUser, type SessionClaims } from './session-token.js';
import type { SessionValidator } from './session-validator.js';

/** What passport-jwt's strategy reads from a request: its headers. */
export interface TokenBearingRequest {
  headers: Record<string, string | string[] | undefined>;
}

/** The callbacks passport gives a strategy for one request. */
interface StrategyAttempt {
  success(user: AuthenticatedUser): void;
  fail(): void;
  error(error: unknown): void;
  authenticate(request: TokenBearingRequest): void;
}

/**
 * passport-jwt's strategy (bearer token, HS256, expiry), run on its own for each request: passport's middleware
 * chain and @nestjs/passport's wrapper around it cost more than the check itself under `npm run bench`
 * (docs/benchmarks.md). The key is made once: given the secret as a string, jsonwebtoken would try it as a public
 * key and then derive a secret key from it on every verification.
 */
export class SessionTokenStrategy {
  private readonly strategy: Strategy;

  constructor(secret: string, sessions: SessionValidator) {
    this.strategy = new Strategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        // A KeyObject is what jsonwebtoken verifies with fastest; passport-jwt hands it on as it is.
        secretOrKey: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string,
        algorithms: [SESSION_ALGORITHM],
      },
      (claims: Partial<SessionClaims>, done: (error: unknown, user?: AuthenticatedUser | false) => void) => {
        if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') return done(null, false);
        sessions.validate(claims as SessionClaims).then(
          (user) => done(null, user ?? false),
          (error: unknown) => done(error),
        );
      },
    );
  }

  /** The signed-in user of a request with a valid token and a live session, or null (the reason is not told). */
  authenticate(request: TokenBearingRequest): Promise<AuthenticatedUser | null> {
    return new Promise((resolve) => {
      // As passport does: an object inheriting the strategy, given this request's callbacks.
      const attempt = Object.create(this.strategy) as StrategyAttempt;
      attempt.success = (user) => resolve(user);
      attempt.fail = () => resolve(null);
      attempt.error = () => resolve(null);
      attempt.authenticate(request);
    });
  }
}
