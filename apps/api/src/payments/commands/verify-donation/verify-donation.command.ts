import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import type { DonationStatus } from '@app/persistence';

/** A donation's reference as the donate command makes it; any other names no donation. */
export const donationReference = z.string().regex(/^bm_[0-9a-f]{24}$/);

export interface VerifiedDonation {
  reference: string;
  status: DonationStatus;
  amount: number;
  currency: string;
}

export class VerifyDonationCommand extends Command<VerifiedDonation> {
  constructor(readonly reference: string) {
    super();
  }
}
