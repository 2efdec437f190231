import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { SESSION_ALGORITHM, type AuthenticatedUser, type SessionClaims } from './session-token.js';
import { SESSION_SECRET, SESSION_VALIDATOR, type SessionValidator } from './session-validator.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(SESSION_SECRET) secret: string,
    @Inject(SESSION_VALIDATOR) private readonly sessions: SessionValidator,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: secret,
      algorithms: [SESSION_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate(claims: SessionClaims): Promise<AuthenticatedUser | false> {
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') return false;
    return (await this.sessions.validate(claims)) ?? false;
  }
}
