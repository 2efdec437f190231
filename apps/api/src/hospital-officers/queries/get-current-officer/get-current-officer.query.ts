import { Query } from '@nestjs/cqrs';
import type { signedInOfficer } from '../../hospital-officer.view.js';

/** The signed-in officer and their hospital. */
export class GetCurrentOfficerQuery extends Query<ReturnType<typeof signedInOfficer>> {
  constructor(readonly officerId: string) {
    super();
  }
}
