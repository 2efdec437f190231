import { ADMIN_ERRORS, adminNotFound } from '../../../admin.errors.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { FeedbackEntity } from '@app/persistence';
import { changeAudited, statusMove } from '../../../../platform/audit/audit-trail.js';
import { nextModeration } from '../../../platform/moderation.js';
import { FLAGGED_FEEDBACK_RELATIONS, flaggedFeedbackView } from '../../flagged-feedback.admin-view.js';
import { UpdateFlaggedFeedbackCommand } from './update-flagged-feedback.command.js';

/** The same workflow as abuse reports, on feedback the platform flagged; other feedback is not staff's to edit. */
@CommandHandler(UpdateFlaggedFeedbackCommand)
export class UpdateFlaggedFeedbackHandler implements ICommandHandler<UpdateFlaggedFeedbackCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id, change }: UpdateFlaggedFeedbackCommand) {
    return changeAudited(
      this.em,
      actor,
      {
        resource: 'flagged-feedback',
        entity: FeedbackEntity,
        id,
        notFound: adminNotFound('flagged_feedback_not_found'),
        populate: FLAGGED_FEEDBACK_RELATIONS,
      },
      statusMove(() => 'note_edited'),
      flaggedFeedbackView,
      (feedback) => {
        if (feedback.status !== 'flagged') throw ADMIN_ERRORS.error('flagged_feedback_not_found');
        const next = nextModeration({ ...feedback, status: feedback.moderationStatus }, change);
        feedback.moderationStatus = next.status;
        feedback.staffNote = next.staffNote;
        feedback.reviewedAt = next.reviewedAt;
      },
    );
  }
}
