import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  SetMetadata,
  UseGuards,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { HospitalOfficerRole } from '@app/domain';
import { AUTH_ERRORS } from '../auth.errors.js';
import { BearerSessionGuard } from './bearer-session.js';

export const IS_OFFICER_ROUTE = 'isOfficerRoute';

export interface AuthenticatedOfficer {
  id: string;
  email: string;
  name: string;
  role: HospitalOfficerRole;
  hospitalId: string;
  sessionId: string;
}

/** Turns a bearer token into the signed-in hospital officer, or null (bad signature or audience, ended, disabled). */
export abstract class OfficerSessions {
  abstract authenticate(token: string): Promise<AuthenticatedOfficer | null>;
}

/**
 * The hospital routes take an officer's token and nothing else: user and staff tokens are signed with other keys
 * and carry other audiences, so they fail here as an officer's fails everywhere else.
 */
@Injectable()
export class OfficerAuthGuard extends BearerSessionGuard<AuthenticatedOfficer> {
  protected readonly key = 'officer';

  constructor(reflector: Reflector, sessions: OfficerSessions) {
    super(reflector, sessions);
  }

  protected refusal(): Error {
    return AUTH_ERRORS.error('officer_required');
  }
}

/** A route of the hospital API (/v1/hospital): an officer's token required, every other kind refused. */
export const OfficerRoute = () =>
  applyDecorators(SetMetadata(IS_OFFICER_ROUTE, true), UseGuards(OfficerAuthGuard), ApiBearerAuth('officer'));

export const CurrentOfficer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedOfficer =>
    context.switchToHttp().getRequest<{ officer: AuthenticatedOfficer }>().officer,
);
