import { Query } from '@nestjs/cqrs';
import type { OfficerRequestView } from '../../officer-request.view.js';

/** One request at the officer's hospital as it stands now, for the reply to what they just did to it. */
export class GetHospitalRequestQuery extends Query<OfficerRequestView> {
  constructor(
    readonly hospitalId: string,
    readonly requestId: string,
  ) {
    super();
  }
}
