import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { FLAGGED_RECIPIENT_OUTCOMES, type RecipientFeedbackOutcome } from '@app/domain';
import { DonationMatchEntity, FeedbackEntity, UserEntity } from '@app/persistence';
import { applyNoShowConsequence } from '../../../accounts/index.js';
import { loadBloodRequest, saveBloodRequest } from '../../../blood-requests/index.js';
import { FEEDBACK_ERRORS } from '../../feedback.errors.js';
import { SubmitFeedbackCommand } from './submit-feedback.command.js';

/**
 * Feedback on a request by its donor or its recipient, once each (under the request's row lock, so a double submit
 * records one). A recipient's "did not show up" about a donor who accepted, once the request's time has passed,
 * frees that donor's place on the request (the request's own rule) and goes to staff flagged; reports about one
 * donor from two different recipients suspend the donor for a month (the donor's rule, as when the hospital reports). Reports of payment demands, unreachable
 * donors or pictures taken without consent are flagged for staff.
 */
@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedbackCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ authorId, values }: SubmitFeedbackCommand) {
    return this.em.transactional(async (em) => {
      const loaded = await loadBloodRequest(em, values.request_id);
      const request = loaded.entity;
      const author = await em.findOneOrFail(UserEntity, { id: authorId });
      const myMatch = loaded.request.matchOf(authorId);
      const allowed = values.type === 'Recipient' ? request.requester.id === authorId : myMatch !== undefined;
      if (!allowed) throw FEEDBACK_ERRORS.error('request_not_found');
      if (await em.count(FeedbackEntity, { author: authorId, request: request.id, type: values.type })) {
        throw FEEDBACK_ERRORS.error('feedback_already_given');
      }
      let match: DonationMatchEntity | null = values.type === 'Donor' ? loaded.matches.get(myMatch!.id)! : null;
      if (values.type === 'Recipient' && values.match_id) {
        match = loaded.matches.get(values.match_id) ?? null;
        if (!match) throw FEEDBACK_ERRORS.error('donor_unknown', { field: 'match_id' });
      }
      let suspended = false;
      let flagged =
        values.type === 'Recipient' && FLAGGED_RECIPIENT_OUTCOMES.includes(values.outcome as RecipientFeedbackOutcome);
      if (values.type === 'Recipient' && values.outcome === 'did_not_show_up') {
        const now = new Date();
        const report = loaded.request.reportNoShow({ matchId: match?.id ?? null, now });
        saveBloodRequest(em, loaded, report.events);
        match = loaded.matches.get(report.match.id)!;
        // The hospital may have reported this no-show first: it was counted then, and staff need not see it twice.
        const consequence = report.alreadyReported ? null : await applyNoShowConsequence(em, match.donor.id, now);
        suspended = consequence === 'suspend';
        flagged = consequence === 'flag_for_staff';
      }
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
}
