import { Command } from '@nestjs/cqrs';
import type { DonationStatus } from '@app/persistence';

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
