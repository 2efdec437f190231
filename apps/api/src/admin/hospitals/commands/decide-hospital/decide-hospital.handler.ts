import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DecideHospitalCommand } from './decide-hospital.command.js';
import { EntityManager } from '@mikro-orm/postgresql';

import { StaffMemberEntity } from '@app/persistence';
import { resumeSearchesAtHospital } from '../../../../blood-requests/index.js';
import { changeAudited } from '../../../../platform/audit/audit-trail.js';

import { adminHospitalView, auditedHospital } from '../../hospital.admin-view.js';

/**
 * Verify (staff checked the hospital exists and takes blood requests) or suspend (with a reason; it leaves the
 * search and takes no request). Verifying lets its open requests widen their search from the next wave.
 */
@CommandHandler(DecideHospitalCommand)
export class DecideHospitalHandler implements ICommandHandler<DecideHospitalCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id, decision }: DecideHospitalCommand) {
    return changeAudited(
      this.em,
      actor,
      auditedHospital(id),
      decision.action === 'verify' ? 'verified' : 'suspended',
      adminHospitalView,
      async (hospital, tx) => {
        const now = new Date();
        if (decision.action === 'verify') {
          hospital.status = 'verified';
          hospital.verifiedAt = now;
          hospital.verifiedBy = tx.getReference(StaffMemberEntity, actor.id);
          hospital.suspendedAt = null;
          hospital.suspensionReason = null;
          await tx.flush();
          await resumeSearchesAtHospital(tx, hospital.id, now);
        } else {
          hospital.status = 'suspended';
          hospital.suspendedAt = now;
          hospital.suspensionReason = decision.reason;
        }
      },
    );
  }
}
