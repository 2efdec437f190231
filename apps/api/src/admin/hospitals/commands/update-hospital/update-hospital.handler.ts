import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UpdateHospitalCommand } from './update-hospital.command.js';
import { EntityManager } from '@mikro-orm/postgresql';

import { changeAudited } from '../../../../platform/audit/audit-trail.js';

import { adminHospitalView, auditedHospital } from '../../hospital.admin-view.js';
import { checkHospitalDetails, flushHospital, hospitalColumns } from '../../hospital-details.js';

/**
 * Staff correct a hospital's details or move it on the map. Its status stays what it was (a verified hospital moved
 * is still verified); a new position is marked as placed by staff, which a later registry import keeps. Requests
 * already made there keep the name and position they were made with. Audited as `hospital.updated`.
 */
@CommandHandler(UpdateHospitalCommand)
export class UpdateHospitalHandler implements ICommandHandler<UpdateHospitalCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id, details }: UpdateHospitalCommand) {
    // `hospital`, not `name`: the audit image drops `name` keys as personal data, and a hospital's name is not.
    return changeAudited(
      this.em,
      actor,
      auditedHospital(id, { hospital: details.name }),
      'updated',
      adminHospitalView,
      async (hospital, tx) => {
        const state = await checkHospitalDetails(tx, details, hospital.id);
        const moved = hospital.latitude !== details.latitude || hospital.longitude !== details.longitude;
        tx.assign(hospital, hospitalColumns(details, state));
        if (moved) hospital.positionSource = 'staff';
        await flushHospital(tx);
      },
    );
  }
}
