import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_STAFF_ROUTE } from '../staff/staff-auth.guard.js';
import { IS_PUBLIC } from './public.decorator.js';
import { SessionTokenStrategy, type TokenBearingRequest } from './session-token.strategy.js';
import { SESSION_SECRET, SESSION_VALIDATOR, type SessionValidator } from './session-validator.js';

/**
 * Registered globally: every route needs a valid user token unless marked @Public(). Admin API routes
 * (@StaffRoute) are left to the staff guard, which refuses user tokens (they are signed with another key).
 * The token is checked by passport-jwt's strategy, run directly (`SessionTokenStrategy`).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  private readonly tokens: SessionTokenStrategy;

  constructor(
    private readonly reflector: Reflector,
    @Inject(SESSION_SECRET) secret: string,
    @Inject(SESSION_VALIDATOR) sessions: SessionValidator,
  ) {
    this.tokens = new SessionTokenStrategy(secret, sessions);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_STAFF_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<TokenBearingRequest & { user?: unknown }>();
    const user = await this.tokens.authenticate(request);
    if (!user) throw new UnauthorizedException('You need to log in to do this');
    request.user = user;
    return true;
  }
}
