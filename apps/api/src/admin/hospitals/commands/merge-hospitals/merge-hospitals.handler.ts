import { ADMIN_ERRORS, adminNotFound } from '../../../admin.errors.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MergeHospitalsCommand } from './merge-hospitals.command.js';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';

import { distinctAliases } from '@app/domain';
import { HospitalEntity } from '@app/persistence';
import { resumeSearchesAtHospital } from '../../../../blood-requests/index.js';
import { hospitalSearchText } from '../../../../hospitals/index.js';
import { statementsOf } from '../../../../platform/sql/bound-statements.js';
import { changeAudited } from '../../../../platform/audit/audit-trail.js';

import { adminHospitalView } from '../../hospital.admin-view.js';

/** The kept hospital's aliases after a merge: its own, then the duplicate's name and aliases, each once. */
export const mergedAliases = (
  kept: { name: string; aliases: string[] },
  duplicate: { name: string; aliases: string[] },
) => distinctAliases(kept.name, [...kept.aliases, duplicate.name, ...duplicate.aliases]);

/**
 * Merges a duplicate into the hospital that stays: the duplicate's requests move over, its name and aliases become
 * aliases (so searches for either still find it), the kept one takes its facility code when it has none (so a
 * registry import does not bring the duplicate back), and the duplicate is deleted. Audited as `hospital.merged` on
 * the kept hospital, naming the duplicate.
 */
@CommandHandler(MergeHospitalsCommand)
export class MergeHospitalsHandler implements ICommandHandler<MergeHospitalsCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, duplicateId, keptId }: MergeHospitalsCommand) {
    if (duplicateId === keptId) throw ADMIN_ERRORS.error('merge_into_itself', { field: 'into_id' });
    // `hospital`, not `name`: the audit image drops `name` keys as personal data, and a hospital's name is not.
    const merged: { id: string; hospital: string } = { id: duplicateId, hospital: '' };
    return changeAudited(
      this.em,
      actor,
      {
        resource: 'hospitals',
        entity: HospitalEntity,
        id: keptId,
        notFound: adminNotFound('hospital_not_found'),
        populate: ['state'],
        detail: { merged_from: merged },
      },
      'merged',
      adminHospitalView,
      async (kept, tx) => {
        const duplicate = await tx.findOne(
          HospitalEntity,
          { id: duplicateId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!duplicate) throw ADMIN_ERRORS.error('hospital_not_found');
        merged.hospital = duplicate.name;
        const sql = statementsOf(tx);
        await sql.execute(`update blood_request set hospital_id = ? where hospital_id = ?`, [kept.id, duplicate.id]);
        kept.aliases = mergedAliases(kept, duplicate);
        kept.searchText = hospitalSearchText(kept.name, kept.aliases);
        kept.hasBloodBank ||= duplicate.hasBloodBank;
        kept.phone ??= duplicate.phone;
        const facilityCode = kept.facilityCode === null ? duplicate.facilityCode : null;
        tx.remove(duplicate);
        await tx.flush();
        if (facilityCode) kept.facilityCode = facilityCode;
        // Requests moved to a verified hospital widen their search from the next wave, as on verification.
        if (kept.status === 'verified') await resumeSearchesAtHospital(tx, kept.id, new Date());
      },
    );
  }
}
