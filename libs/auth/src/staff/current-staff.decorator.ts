import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedStaff } from './staff-token.js';

export const CurrentStaff = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedStaff =>
    context.switchToHttp().getRequest<{ staff: AuthenticatedStaff }>().staff,
);
