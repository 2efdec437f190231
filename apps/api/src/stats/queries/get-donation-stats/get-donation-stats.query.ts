import { Query } from '@nestjs/cqrs';
import type { DonationStats } from './get-donation-stats.response.dto.js';

/** A donor's own donations and badges (the stats projector's read model). */
export class GetDonationStatsQuery extends Query<DonationStats> {
  constructor(readonly donorId: string) {
    super();
  }
}
