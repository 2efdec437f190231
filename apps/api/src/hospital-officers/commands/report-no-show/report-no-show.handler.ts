import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { refusal } from '@app/domain';
import { loadBloodRequest, saveBloodRequest } from '../../../blood-requests/index.js';
import { auditOfficerChange, type ActingOfficer } from '../../acting-officer.js';

export class ReportNoShowAtHospitalCommand extends Command<{ requestId: string }> {
  constructor(
    readonly officer: ActingOfficer,
    readonly matchId: string,
  ) {
    super();
  }
}

/**
 * An officer reports that a donor who accepted did not come, only once the request's time has passed (the
 * request's rule): the donor's place is free again and a full request searches anew. Only the match's request id
 * is read before the request's row is locked.
 */
@CommandHandler(ReportNoShowAtHospitalCommand)
export class ReportNoShowAtHospitalHandler implements ICommandHandler<ReportNoShowAtHospitalCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ officer, matchId }: ReportNoShowAtHospitalCommand) {
    return this.em.transactional(async (em) => {
      const [owner] = await em.execute<{ request_id: string }[]>('select request_id from donation_match where id = ?', [
        matchId,
      ]);
      if (!owner) throw refusal('not_your_match');
      const loaded = await loadBloodRequest(em, owner.request_id);
      const { events } = loaded.request.reportNoShowAtHospital({ hospitalId: officer.hospitalId }, matchId, new Date());
      saveBloodRequest(em, loaded, events);
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
