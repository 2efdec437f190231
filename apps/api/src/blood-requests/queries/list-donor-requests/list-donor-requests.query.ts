import { Query } from '@nestjs/cqrs';
import type { DonorProfileSource } from '../../blood-request.shared.js';
import type { readDonorFeed } from './read-donor-feed.js';
import type { donorRequestsQuery } from './list-donor-requests.request.dto.js';
import type { z } from 'zod';

/** The open requests a donor was alerted for and can serve, newest first, or why they cannot donate now. */
export class ListDonorRequestsQuery extends Query<Awaited<ReturnType<typeof readDonorFeed>>> {
  constructor(
    readonly donor: DonorProfileSource,
    readonly filters: z.output<typeof donorRequestsQuery>,
  ) {
    super();
  }
}
