import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreateHospitalCommand } from './create-hospital.command.js';
import { EntityManager } from '@mikro-orm/postgresql';

import { HospitalEntity } from '@app/persistence';
import { appendAudit } from '../../../../platform/audit/audit-trail.js';

import { adminHospitalView } from '../../hospital.admin-view.js';
import { checkHospitalDetails, flushHospital, hospitalColumns } from '../../hospital-details.js';

/**
 * A hospital staff add and place on the map. It starts listed, like every hospital nobody has verified yet (staff
 * verify it as a separate, audited step), and the hospital search finds it at once. Audited as `hospital.created`.
 */
@CommandHandler(CreateHospitalCommand)
export class CreateHospitalHandler implements ICommandHandler<CreateHospitalCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, details }: CreateHospitalCommand) {
    return this.em.fork().transactional(async (tx) => {
      const state = await checkHospitalDetails(tx, details, null);
      const hospital = tx.create(HospitalEntity, {
        ...hospitalColumns(details, state),
        positionSource: 'staff',
        source: 'staff',
      });
      await flushHospital(tx);
      const after = adminHospitalView(hospital);
      // `hospital`, not `name`: the audit image drops `name` keys as personal data, and a hospital's name is not.
      appendAudit(tx, actor, {
        action: 'created',
        resource: 'hospitals',
        recordId: hospital.id,
        after: { ...after, hospital: hospital.name },
      });
      return after;
    });
  }
}
