import { Query } from '@nestjs/cqrs';
import type { RecipientRequestView } from '../../recipient-request.view.js';

/** A recipient's own requests, newest first (one of them when a request id is given), and how many there are. */
export class ListMyRequestsQuery extends Query<{ requests: RecipientRequestView[]; total: number }> {
  constructor(
    readonly requesterId: string,
    readonly filter: { requestId?: string; offset?: number; limit?: number } = {},
  ) {
    super();
  }
}
