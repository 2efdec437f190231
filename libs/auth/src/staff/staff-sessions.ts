import type { AuthenticatedStaff } from './staff-token.js';

/** Turns a bearer token into the signed-in staff member, or null (bad signature, expired, revoked, disabled). */
export abstract class StaffSessions {
  abstract authenticate(token: string): Promise<AuthenticatedStaff | null>;
}
