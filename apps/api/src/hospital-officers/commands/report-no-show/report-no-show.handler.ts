import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { FeedbackEntity } from '@app/persistence';
import { applyNoShowConsequence } from '../../../accounts/index.js';
import { loadBloodRequestOfMatch, saveBloodRequest } from '../../../blood-requests/index.js';
import { auditOfficerChange } from '../../acting-officer.js';
import { ReportNoShowAtHospitalCommand } from './report-no-show.command.js';

/**
 * An officer reports that a donor who accepted did not come, only once the request's time has passed (the
 * request's rule): the donor's place is free again, a full request searches anew, and the donor answers for it as
 * for a recipient's report, once (a no-show the recipient reported already is an idempotent success). Only the match's request id
 * is read before the request's row is locked.
 */
@CommandHandler(ReportNoShowAtHospitalCommand)
export class ReportNoShowAtHospitalHandler implements ICommandHandler<ReportNoShowAtHospitalCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ officer, matchId }: ReportNoShowAtHospitalCommand) {
    return this.em.transactional(async (em) => {
      const loaded = await loadBloodRequestOfMatch(em, matchId);
      const now = new Date();
      const report = loaded.request.reportNoShowAtHospital({ hospitalId: officer.hospitalId }, matchId, now);
      if (report.alreadyReported) return { requestId: loaded.request.id };
      saveBloodRequest(em, loaded, report.events);
      // A first no-show goes to staff, as a recipient's report does (in the same queue of flagged feedback).
      if ((await applyNoShowConsequence(em, report.match.donorId, now)) === 'flag_for_staff')
        em.create(FeedbackEntity, {
          author: null,
          type: 'Hospital',
          reportedByOfficerId: officer.id,
          request: loaded.entity,
          match: loaded.matches.get(matchId)!,
          description: `Reported by an officer of ${loaded.entity.hospital} as not showing up`,
          outcome: 'did_not_show_up',
          status: 'flagged',
          createdAt: now,
        });
      auditOfficerChange(em, officer, {
        action: 'no_show_reported',
        resource: 'donation-matches',
        recordId: matchId,
        after: { status: 'no_show' },
      });
      return { requestId: loaded.request.id };
    });
  }
}
