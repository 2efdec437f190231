import { ADMIN_ERRORS, adminNotFound } from '../../../admin.errors.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AdvocateApplicationDecided } from '@app/contracts';
import { ADVOCATE_APPLICATION_MOVES } from '@app/domain';
import { recordEvent } from '@app/messaging';
import { AdvocateApplicationEntity, UserEntity } from '@app/persistence';
import { changeAudited } from '../../../../platform/audit/audit-trail.js';
import { adminAdvocateApplicationView } from '../../advocate-application.admin-view.js';
import { DecideAdvocateApplicationCommand } from './decide-advocate-application.command.js';

/**
 * Staff's decision, raised as AdvocateApplicationDecided: the applicant is emailed the message, notified in the
 * app when they have an account with that email, and an accepted advocate counts in the platform figures.
 */
@CommandHandler(DecideAdvocateApplicationCommand)
export class DecideAdvocateApplicationHandler implements ICommandHandler<DecideAdvocateApplicationCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id, request }: DecideAdvocateApplicationCommand) {
    return changeAudited(
      this.em,
      actor,
      {
        resource: 'advocate-applications',
        entity: AdvocateApplicationEntity,
        id,
        notFound: adminNotFound('advocate_application_not_found'),
      },
      request.decision,
      adminAdvocateApplicationView,
      async (application, tx) => {
        if (!ADVOCATE_APPLICATION_MOVES[application.status].includes(request.decision))
          throw ADMIN_ERRORS.error('application_decided', {
            params: { status: application.status, decision: request.decision },
          });
        application.status = request.decision;
        application.decisionMessage = request.message;
        application.decidedAt = new Date();
        const applicant = await tx.findOne(UserEntity, { email: application.email.toLowerCase() });
        recordEvent(tx, AdvocateApplicationDecided, application.id, {
          application_id: application.id,
          email: application.email,
          name: application.name,
          user_id: applicant?.id ?? null,
          decision: request.decision,
          message: request.message,
        });
      },
    );
  }
}
