import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { signedInStaff } from '../../staff.view.js';
import { GetCurrentStaffQuery } from './get-current-staff.query.js';

@QueryHandler(GetCurrentStaffQuery)
export class GetCurrentStaffHandler implements IQueryHandler<GetCurrentStaffQuery> {
  execute({ staff }: GetCurrentStaffQuery): Promise<ReturnType<typeof signedInStaff>> {
    return Promise.resolve(signedInStaff(staff));
  }
}
