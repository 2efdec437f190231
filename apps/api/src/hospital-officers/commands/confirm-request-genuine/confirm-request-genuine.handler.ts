import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { HospitalOfficerEntity } from '@app/persistence';
import { loadBloodRequest, saveBloodRequest } from '../../../blood-requests/index.js';
import { auditOfficerChange } from '../../acting-officer.js';
import { ConfirmRequestGenuineCommand } from './confirm-request-genuine.command.js';

/**
 * An officer confirms a request at their hospital is genuine (the patient is admitted and needs N units), which
 * donors then see as "Confirmed by <hospital>"; the units are corrected by the request's own rule. The first
 * officer to confirm is kept as the one who vouched for it.
 */
@CommandHandler(ConfirmRequestGenuineCommand)
export class ConfirmRequestGenuineHandler implements ICommandHandler<ConfirmRequestGenuineCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ officer, requestId, units }: ConfirmRequestGenuineCommand) {
    await this.em.transactional(async (em) => {
      const loaded = await loadBloodRequest(em, requestId);
      const before = loaded.request.snapshot.units;
      const events = loaded.request.confirmGenuine({ hospitalId: officer.hospitalId }, units, new Date());
      saveBloodRequest(em, loaded, events);
      loaded.entity.genuineConfirmedBy ??= em.getReference(HospitalOfficerEntity, officer.id);
      auditOfficerChange(em, officer, {
        action: 'confirmed_genuine',
        resource: 'blood-requests',
        recordId: requestId,
        before: { units: before },
        after: { units: loaded.request.snapshot.units },
      });
    });
  }
}
