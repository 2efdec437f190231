import { Query } from '@nestjs/cqrs';
import type { DonorMatchView } from '../donor-match/donor-match.response.dto.js';

/** A donor's matches in one state (accepted and not yet confirmed, or confirmed), newest first, and their count. */
export class ListDonationsQuery extends Query<{ donations: DonorMatchView[]; total: number }> {
  constructor(
    readonly donorId: string,
    readonly status: 'accepted' | 'confirmed',
    readonly window: { limit: number; offset: number },
  ) {
    super();
  }
}
