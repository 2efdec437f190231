import { Command } from '@nestjs/cqrs';
import type { AuthenticatedOfficer } from '@app/auth';

/** Who records it: an officer, of the hospital whose appeal the code belongs to. */
export type RecordingOfficer = Pick<AuthenticatedOfficer, 'id' | 'hospitalId'>;

export interface AppealDonationRecord {
  appeal_id: string;
  response_id: string;
  donor_id: string;
  donor_name: string;
  hospital: string;
  already_recorded: boolean;
}

/** Sent by the hospital's donation desk (`POST /v1/hospital/donations`) for a code no request's match holds. */
export class RecordAppealDonationCommand extends Command<AppealDonationRecord> {
  constructor(
    readonly code: string,
    readonly officer: RecordingOfficer,
  ) {
    super();
  }
}
