import { Query } from '@nestjs/cqrs';
import type { DonorHistoryItem } from './donor-history.response.dto.js';

/** A donor's past donations, confirmed or said given, newest first, and how many there are. */
export class DonorHistoryQuery extends Query<{ donations: DonorHistoryItem[]; total: number }> {
  constructor(
    readonly donorId: string,
    readonly window: { limit: number; offset: number },
  ) {
    super();
  }
}
