import { Query } from '@nestjs/cqrs';
import type { AuthenticatedStaff } from '@app/auth';
import type { signedInStaff } from '../../staff.view.js';

/** The signed-in staff member as the console shows them: the session check already read them, so no query. */
export class GetCurrentStaffQuery extends Query<ReturnType<typeof signedInStaff>> {
  constructor(readonly staff: AuthenticatedStaff) {
    super();
  }
}
