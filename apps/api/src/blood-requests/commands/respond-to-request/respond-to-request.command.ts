import { Command } from '@nestjs/cqrs';
import type { MatchReminderSource } from './respond-to-request.response.dto.js';

export type DonorResponse =
  { status: 'accepted' } | { status: 'declined'; reason_id: number; decline_reason?: string | undefined };

export interface DonorResponseResult {
  matchId: string | null;
  warned: boolean;
  /** What the accepted request's reminder is made of; null on a decline. */
  reminder: MatchReminderSource | null;
}

export class RespondToRequestCommand extends Command<DonorResponseResult> {
  constructor(
    readonly donorId: string,
    readonly requestId: string,
    readonly response: DonorResponse,
  ) {
    super();
  }
}
