import { Query } from '@nestjs/cqrs';
import type { OfficerRequestFilter, OfficerRequestView } from '../../officer-request.view.js';

/** A hospital's blood requests, open (still in play) or closed, with each donor's match. */
export class ListHospitalRequestsQuery extends Query<OfficerRequestView[]> {
  constructor(
    readonly hospitalId: string,
    readonly status: OfficerRequestFilter,
  ) {
    super();
  }
}
