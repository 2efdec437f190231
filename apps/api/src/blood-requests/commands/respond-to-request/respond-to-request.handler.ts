import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DonorMatched, DonorWarned, RequestDeclined, RequestStatusChanged } from '@app/contracts';
import {
  BLOOD_REQUEST_MESSAGES,
  ConflictError,
  DECLINE_WINDOW_DAYS,
  declineEarnsWarning,
  donorIneligibility,
  InvalidInputError,
  isOpenToDonors,
  NotFoundError,
  statusAfterMatch,
  type IneligibilityReason,
} from '@app/domain';
import { recordEvent } from '@app/messaging';
import {
  BloodRequestEntity,
  BloodRequestTargetEntity,
  DonationMatchEntity,
  ReasonEntity,
  RequestDeclineEntity,
  UserEntity,
} from '@app/persistence';
import { loadDonorProfile } from '../../blood-request.shared.js';

export type DonorResponse =
  { status: 'accepted' } | { status: 'declined'; reason_id: number; decline_reason?: string | undefined };

export interface DonorResponseResult {
  matchId: string | null;
  warned: boolean;
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

export const REQUEST_FULL = 'This request already has all the donors it needs. Thank you!';

const INELIGIBLE_MESSAGES: Partial<Record<IneligibilityReason, string>> = {
  committed_elsewhere: 'You have already accepted another request; that donation must be confirmed first',
  donated_recently: 'You donated recently; you can donate again once your rest period is over',
  suspended: 'Your account is suspended from donating for now',
  paused: 'You marked yourself unavailable; resume availability to accept requests',
  own_request: 'You cannot accept your own request',
};

/**
 * A targeted donor accepts (under the request's row lock, so a request never gets more donors than units) or
 * declines with a reason; a 5th decline within 30 days earns a warning.
 */
@CommandHandler(RespondToRequestCommand)
export class RespondToRequestHandler implements ICommandHandler<RespondToRequestCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId, requestId, response }: RespondToRequestCommand): Promise<DonorResponseResult> {
    return this.em.transactional(async (em) => {
      const request = await em.findOne(BloodRequestEntity, { id: requestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const targeted = request && (await em.count(BloodRequestTargetEntity, { request: requestId, donor: donorId }));
      if (!request || !targeted) throw new NotFoundError('Request not found');
      if (await em.count(DonationMatchEntity, { request: requestId, donor: donorId })) {
        throw new ConflictError('You have already accepted this request');
      }
      if (await em.count(RequestDeclineEntity, { request: requestId, donor: donorId })) {
        throw new ConflictError('You have already declined this request');
      }
      const donor = await em.findOneOrFail(UserEntity, { id: donorId });
      return response.status === 'accepted'
        ? this.accept(em, request, donor)
        : this.decline(em, request, donor, response);
    });
  }

  private async accept(em: EntityManager, request: BloodRequestEntity, donor: UserEntity) {
    const progress = { status: request.status, units: request.units, matched: request.matchedCount };
    if (!isOpenToDonors(progress)) {
      throw new ConflictError(
        request.status === 'pending' || request.status === 'accepted' || request.status === 'Donation Received'
          ? REQUEST_FULL
          : 'This request is no longer open',
      );
    }
    const reasons = donorIneligibility(await loadDonorProfile(em, donor, request.id), {
      requestOwnerId: request.requester.id,
    });
    if (reasons.length) {
      throw new ConflictError(INELIGIBLE_MESSAGES[reasons[0]!] ?? 'You cannot donate at the moment');
    }
    const match = em.create(DonationMatchEntity, { request, donor });
    const from = request.status;
    request.status = statusAfterMatch(progress);
    request.matchedCount += 1;
    recordEvent(em, DonorMatched, request.id, {
      request_id: request.id,
      match_id: match.id,
      donor_id: donor.id,
      recipient_user_id: request.requester.id,
      hospital: request.hospital,
      needed_at: request.neededAt.toISOString(),
    });
    if (request.status !== from) {
      request.nextWaveAt = null;
      recordEvent(em, RequestStatusChanged, request.id, {
        request_id: request.id,
        recipient_user_id: request.requester.id,
        from,
        to: request.status,
      });
    }
    return { matchId: match.id, warned: false };
  }

  private async decline(
    em: EntityManager,
    request: BloodRequestEntity,
    donor: UserEntity,
    response: Extract<DonorResponse, { status: 'declined' }>,
  ) {
    const reason = await em.findOne(ReasonEntity, { id: response.reason_id, type: 'decline' });
    if (!reason) {
      throw new InvalidInputError(BLOOD_REQUEST_MESSAGES.declineReasonEmpty, {
        reason_id: BLOOD_REQUEST_MESSAGES.declineReasonEmpty,
      });
    }
    em.create(RequestDeclineEntity, { request, donor, reason, declineReason: response.decline_reason ?? null });
    recordEvent(em, RequestDeclined, request.id, {
      request_id: request.id,
      donor_id: donor.id,
      reason_id: reason.id,
      reason: response.decline_reason ?? reason.name,
    });
    await em.flush();
    const since = new Date(Date.now() - DECLINE_WINDOW_DAYS * 86_400_000);
    const declines = await em.count(RequestDeclineEntity, { donor: donor.id, createdAt: { $gt: since } });
    const warned = declineEarnsWarning(declines);
    if (warned) recordEvent(em, DonorWarned, donor.id, { donor_id: donor.id, declines_in_30_days: declines });
    return { matchId: null, warned };
  }
}
