import { Query } from '@nestjs/cqrs';
import type { DonorMatchView } from './donor-match.response.dto.js';

/** A donor's match for a request they accepted; null when they have none. */
export class DonorMatchQuery extends Query<DonorMatchView | null> {
  constructor(
    readonly donorId: string,
    readonly requestId: string,
  ) {
    super();
  }
}
