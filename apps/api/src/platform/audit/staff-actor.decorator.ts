import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedStaff } from '@app/auth';

/** The staff member making the request and where from: what the audit log records. */
export interface StaffActor extends AuthenticatedStaff {
  ip: string;
}

export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): StaffActor => {
  const request = context.switchToHttp().getRequest<{ staff: AuthenticatedStaff; ip: string }>();
  return { ...request.staff, ip: request.ip };
});
