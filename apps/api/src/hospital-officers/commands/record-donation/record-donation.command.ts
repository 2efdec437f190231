import { Command } from '@nestjs/cqrs';
import type { ActingOfficer } from '../../acting-officer.js';

export interface RecordedDonation {
  /** The request's match, or null for a donor who came for an appeal. */
  match_id: string | null;
  request_id: string | null;
  appeal_id: string | null;
  donor_name: string;
  hospital: string;
  already_recorded: boolean;
}

export class RecordDonationCommand extends Command<RecordedDonation> {
  constructor(
    readonly officer: ActingOfficer,
    readonly code: string,
  ) {
    super();
  }
}
