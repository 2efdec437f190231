import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DonorSuspended, RequestStatusChanged } from '@app/contracts';
import {
  ConflictError,
  FLAGGED_RECIPIENT_OUTCOMES,
  InvalidInputError,
  NotFoundError,
  suspensionEnd,
  WAVE_COUNT,
  type RecipientFeedbackOutcome,
} from '@app/domain';
import { recordEvent } from '@app/messaging';
import { BloodRequestEntity, DonationMatchEntity, FeedbackEntity, UserEntity } from '@app/persistence';
import type { z } from 'zod';
import type { feedbackForm } from '@app/domain';

export type FeedbackValues = z.output<typeof feedbackForm>;

export class SubmitFeedbackCommand extends Command<{ id: string; suspended: boolean }> {
  constructor(
    readonly authorId: string,
    readonly values: FeedbackValues,
  ) {
    super();
  }
}

export const NO_SHOW_NEEDS_ACCEPTED_MATCH =
  'Only a donor who accepted and whose donation was not confirmed can be reported as not showing up';

/**
 * Feedback on a request by its donor or its recipient, once each. A recipient's "did not show up" about a donor
 * who accepted suspends that donor for a month and frees their place on the request; reports of payment demands,
 * unreachable donors or pictures taken without consent are flagged for staff.
 */
@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedbackCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ authorId, values }: SubmitFeedbackCommand) {
    return this.em.transactional(async (em) => {
      const request = await em.findOne(
        BloodRequestEntity,
        { id: values.request_id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!request) throw new NotFoundError('Request not found');
      const author = await em.findOneOrFail(UserEntity, { id: authorId });
      const myMatch = await em.findOne(DonationMatchEntity, { request: request.id, donor: authorId });
      const allowed = values.type === 'Recipient' ? request.requester.id === authorId : myMatch !== null;
      if (!allowed) throw new NotFoundError('Request not found');
      if (await em.count(FeedbackEntity, { author: authorId, request: request.id, type: values.type })) {
        throw new ConflictError('You have already given feedback for this request');
      }
      let match: DonationMatchEntity | null = values.type === 'Donor' ? myMatch : null;
      let suspended = false;
      if (values.type === 'Recipient' && values.match_id) {
        match = await em.findOne(DonationMatchEntity, { id: values.match_id, request: request.id });
        if (!match)
          throw new InvalidInputError('Select a donor of this request', { match_id: 'Select a donor of this request' });
      }
      if (values.type === 'Recipient' && values.outcome === 'did_not_show_up') {
        if (!match) {
          const open = await em.find(DonationMatchEntity, { request: request.id, status: 'accepted' });
          if (open.length !== 1) {
            throw new InvalidInputError('Select the donor this report is about', {
              match_id: 'Select the donor this report is about',
            });
          }
          match = open[0]!;
        }
        if (match.status !== 'accepted') throw new ConflictError(NO_SHOW_NEEDS_ACCEPTED_MATCH);
        this.reportNoShow(em, request, match, await em.findOneOrFail(UserEntity, { id: match.donor.id }));
        suspended = true;
      }
      const flagged =
        values.type === 'Recipient' && FLAGGED_RECIPIENT_OUTCOMES.includes(values.outcome as RecipientFeedbackOutcome);
      const feedback = em.create(FeedbackEntity, {
        author,
        type: values.type,
        request,
        match,
        name: values.name ?? null,
        hospital: values.hospital ?? null,
        description: values.description,
        outcome: values.outcome ?? null,
        status: flagged ? 'flagged' : 'received',
      });
      return { id: feedback.id, suspended };
    });
  }

  private reportNoShow(em: EntityManager, request: BloodRequestEntity, match: DonationMatchEntity, donor: UserEntity) {
    const now = new Date();
    const until = suspensionEnd(now);
    match.status = 'no_show';
    donor.suspendedUntil = until;
    recordEvent(em, DonorSuspended, donor.id, {
      donor_id: donor.id,
      until: until.toISOString(),
      reason: 'Reported by a recipient as not showing up after accepting a request',
    });
    // The donor's place is free again: a full request reopens and its search resumes.
    request.matchedCount = Math.max(0, request.matchedCount - 1);
    if (request.status === 'accepted') {
      request.status = 'pending';
      if (request.searchWave < WAVE_COUNT) request.nextWaveAt = now;
      recordEvent(em, RequestStatusChanged, request.id, {
        request_id: request.id,
        recipient_user_id: request.requester.id,
        from: 'accepted',
        to: 'pending',
      });
    }
  }
}
