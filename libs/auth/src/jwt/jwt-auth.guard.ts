import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_STAFF_ROUTE } from '../staff/staff-auth.guard.js';
import { IS_PUBLIC } from './public.decorator.js';
import { SessionTokenVerifier } from './session-token.js';
import { SESSION_SECRET, SESSION_VALIDATOR, type SessionValidator } from './session-validator.js';

/**
 * Registered globally: every route needs a valid user token unless marked @Public(). Admin API routes
 * (@StaffRoute) are left to the staff guard, which refuses user tokens (they are signed with another key).
 * A plain guard rather than passport's strategy chain: the CPU profile of `npm run bench` showed passport's
 * per-request strategy set-up and jsonwebtoken deriving a key from the secret on every call (docs/benchmarks.md).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  private readonly tokens: SessionTokenVerifier;

  constructor(
    private readonly reflector: Reflector,
    @Inject(SESSION_SECRET) secret: string,
    @Inject(SESSION_VALIDATOR) private readonly sessions: SessionValidator,
  ) {
    this.tokens = new SessionTokenVerifier(secret);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_STAFF_ROUTE, targets)) return true;
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | string[] | undefined>; user?: unknown }>();
    const claims = this.tokens.verifyBearer(request.headers.authorization);
    const user = claims ? await this.sessions.validate(claims).catch(() => null) : null;
    if (!user) throw new UnauthorizedException('You need to log in to do this');
    request.user = user;
    return true;
  }
}
