import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_STAFF_ROUTE } from '../staff/staff-auth.guard.js';
import { IS_PUBLIC } from './public.decorator.js';

/**
 * Registered globally: every route needs a valid user token unless marked @Public(). Admin API routes
 * (@StaffRoute) are left to the staff guard, which refuses user tokens (they are signed with another key).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_STAFF_ROUTE, targets)) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new UnauthorizedException('You need to log in to do this');
    return user;
  }
}
