import { Query } from '@nestjs/cqrs';
import type { DonationPreview } from './preview-donation.response.dto.js';

/**
 * Whom a donor code stands for at the officer's hospital, shown before the donation is recorded: a request's match
 * (not one the hospital recorded already: recording it again is refused too) or a response to one of its appeals
 * (not a cancelled one). Names only, never a way to reach the donor.
 */
export class PreviewDonationQuery extends Query<DonationPreview> {
  constructor(
    readonly officer: { id: string; hospitalId: string },
    readonly code: string,
  ) {
    super();
  }
}
