import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_OFFICER_ROUTE } from '../staff/officer-auth.guard.js';
import { IS_STAFF_ROUTE } from '../staff/staff-auth.guard.js';
import { IS_PUBLIC } from './public.decorator.js';
import { SessionTokenStrategy, type TokenBearingRequest } from './session-token.strategy.js';
import { SESSION_SECRET, SESSION_VALIDATOR, type SessionValidator } from './session-validator.js';
import { AUTH_ERRORS } from '../auth.errors.js';

/**
 * Registered globally: every route needs a valid user token unless marked @Public(). Admin API routes
 * (@StaffRoute) and hospital routes (@OfficerRoute) are left to their own guards, which refuse user tokens (they are signed with another key).
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

  /**
   * Whether a route (its handler, in its controller class: a handler inherited by two controllers may differ) takes
   * a user token. Decorators are read once per route rather than on every request: metadata does not change once
   * the app is built, and the look-ups showed in the CPU profile of `npm run bench` (docs/benchmarks.md).
   */
  private readonly needsUserToken = new WeakMap<object, WeakMap<object, boolean>>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.routeNeedsUserToken(context.getHandler(), context.getClass())) return true;
    const request = context.switchToHttp().getRequest<TokenBearingRequest & { user?: unknown }>();
    const user = await this.tokens.authenticate(request);
    if (!user) throw AUTH_ERRORS.error('login_required');
    request.user = user;
    return true;
  }

  private routeNeedsUserToken(handler: object, controller: object): boolean {
    let byController = this.needsUserToken.get(handler);
    if (!byController) this.needsUserToken.set(handler, (byController = new WeakMap()));
    let needs = byController.get(controller);
    if (needs === undefined) {
      const targets = [handler, controller] as Parameters<Reflector['getAllAndOverride']>[1];
      needs =
        !this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) &&
        !this.reflector.getAllAndOverride<boolean>(IS_STAFF_ROUTE, targets) &&
        !this.reflector.getAllAndOverride<boolean>(IS_OFFICER_ROUTE, targets);
      byController.set(controller, needs);
    }
    return needs;
  }
}
