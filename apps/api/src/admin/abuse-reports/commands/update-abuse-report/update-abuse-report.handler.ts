import { ADMIN_ERRORS, adminNotFound } from '../../../admin.errors.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

import { AbuseReportEntity, UserEntity } from '@app/persistence';
import { changeAudited, statusMove } from '../../../../platform/audit/audit-trail.js';
import { nextModeration } from '../../../platform/moderation.js';
import { ABUSE_REPORT_RELATIONS, abuseReportView } from '../../abuse-report.admin-view.js';
import { UpdateAbuseReportCommand } from './update-abuse-report.command.js';

/** Moves a report along open → investigating → resolved | dismissed, with staff's note and the person it is about. */
@CommandHandler(UpdateAbuseReportCommand)
export class UpdateAbuseReportHandler implements ICommandHandler<UpdateAbuseReportCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id, change }: UpdateAbuseReportCommand) {
    return changeAudited(
      this.em,
      actor,
      {
        resource: 'abuse-reports',
        entity: AbuseReportEntity,
        id,
        notFound: adminNotFound('abuse_report_not_found'),
        populate: ABUSE_REPORT_RELATIONS,
      },
      statusMove((before, after) =>
        before.reported_user?.id !== after.reported_user?.id ? 'reported_user_linked' : 'note_edited',
      ),
      abuseReportView,
      async (report, tx) => {
        Object.assign(report, nextModeration(report, change));
        if (change.reported_user_id !== undefined) {
          const user = change.reported_user_id ? await tx.findOne(UserEntity, { id: change.reported_user_id }) : null;
          if (change.reported_user_id && !user)
            throw ADMIN_ERRORS.error('reported_user_unknown', { field: 'reported_user_id' });
          report.reportedUser = user;
        }
      },
    );
  }
}
