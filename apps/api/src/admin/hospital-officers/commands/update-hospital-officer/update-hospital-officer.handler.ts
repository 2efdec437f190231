import { adminNotFound } from '../../../admin.errors.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { HospitalOfficerEntity, HospitalOfficerSessionEntity } from '@app/persistence';
import { changeAudited } from '../../../../platform/audit/audit-trail.js';
import { adminHospitalOfficerView } from '../../hospital-officer.admin-view.js';
import { UpdateHospitalOfficerCommand } from './update-hospital-officer.command.js';

/** Disables an officer (their sessions end at once) or enables them again. */
@CommandHandler(UpdateHospitalOfficerCommand)
export class UpdateHospitalOfficerHandler implements ICommandHandler<UpdateHospitalOfficerCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id, change }: UpdateHospitalOfficerCommand) {
    return changeAudited(
      this.em,
      actor,
      {
        resource: 'hospital-officers',
        entity: HospitalOfficerEntity,
        id,
        notFound: adminNotFound('hospital_officer_not_found'),
        populate: ['hospital'],
      },
      (before, after) => (before.disabled === after.disabled ? 'unchanged' : after.disabled ? 'disabled' : 'enabled'),
      adminHospitalOfficerView,
      async (officer, tx) => {
        if (change.disabled && !officer.disabledAt) {
          officer.disabledAt = new Date();
          await tx.nativeUpdate(
            HospitalOfficerSessionEntity,
            { officer: officer.id, revokedAt: null },
            { revokedAt: new Date() },
          );
        }
        if (!change.disabled) officer.disabledAt = null;
      },
    );
  }
}
