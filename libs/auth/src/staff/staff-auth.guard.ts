import { applyDecorators, Injectable, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { StaffRole } from '@app/domain';
import type { AuthenticatedStaff } from './staff-token.js';
import { StaffSessions } from './staff-sessions.js';
import { AUTH_ERRORS } from '../auth.errors.js';
import { BearerSessionGuard } from './bearer-session.js';

export const IS_STAFF_ROUTE = 'isStaffRoute';
const STAFF_ROLES_ALLOWED = 'staffRolesAllowed';

/**
 * Checks the staff token (signature, audience, expiry, session not revoked, staff member not disabled) and the
 * role a route needs. Applied with @StaffRoute(); the user guard lets those routes through to it.
 */
@Injectable()
export class StaffAuthGuard extends BearerSessionGuard<AuthenticatedStaff> {
  protected readonly key = 'staff';

  constructor(reflector: Reflector, sessions: StaffSessions) {
    super(reflector, sessions);
  }

  protected refusal(): Error {
    return AUTH_ERRORS.error('staff_required');
  }

  protected override admit(staff: AuthenticatedStaff, context: ExecutionContext): void {
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES_ALLOWED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles?.length && !roles.includes(staff.role)) throw AUTH_ERRORS.error('admin_only');
  }
}

/** A route of the admin API: staff token required (the user token refused), limited to `roles` when given. */
export const StaffRoute = (...roles: StaffRole[]) =>
  applyDecorators(
    SetMetadata(IS_STAFF_ROUTE, true),
    SetMetadata(STAFF_ROLES_ALLOWED, roles),
    UseGuards(StaffAuthGuard),
    ApiBearerAuth('staff'),
  );

/** Narrows a route of a @StaffRoute() controller to some roles. */
export const StaffRoles = (...roles: StaffRole[]) => SetMetadata(STAFF_ROLES_ALLOWED, roles);
