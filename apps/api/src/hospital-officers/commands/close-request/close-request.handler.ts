import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { loadBloodRequest, saveBloodRequest } from '../../../blood-requests/index.js';
import { auditOfficerChange } from '../../acting-officer.js';
import { CloseHospitalRequestCommand } from './close-request.command.js';

/** An officer closes a request at their hospital that is no longer needed (the request's rule), keeping why. */
@CommandHandler(CloseHospitalRequestCommand)
export class CloseHospitalRequestHandler implements ICommandHandler<CloseHospitalRequestCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ officer, requestId, reason }: CloseHospitalRequestCommand) {
    await this.em.transactional(async (em) => {
      const loaded = await loadBloodRequest(em, requestId);
      const events = loaded.request.closeAtHospital({ hospitalId: officer.hospitalId });
      saveBloodRequest(em, loaded, events);
      if (!events.length) return;
      loaded.entity.closeReason = reason;
      auditOfficerChange(em, officer, {
        action: 'closed',
        resource: 'blood-requests',
        recordId: requestId,
        after: { status: 'closed', reason },
      });
    });
  }
}
