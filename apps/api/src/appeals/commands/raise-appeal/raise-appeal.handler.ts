import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppealRaised } from '@app/contracts';
import { appealDonorGroups, appealRefusal, appealUntilProblem, invalidField } from '@app/domain';
import { recordEvent } from '@app/messaging';
import { AppealEntity, HospitalEntity, StateEntity } from '@app/persistence';
import { appendAudit } from '../../../platform/audit/audit-trail.js';
import { appealView, lgaSeatsOf } from '../../appeal.view.js';
import { RaiseAppealCommand } from './raise-appeal.command.js';
import { APPEAL_ERRORS } from '../../appeals.errors.js';

/**
 * Writes the appeal and its one `appeal.raised` event, nothing more: the donors are found and told by the
 * notification projector, in batches, never in this request. The hospital is locked so a suspension cannot slip
 * in between the check and the appeal.
 */
@CommandHandler(RaiseAppealCommand)
export class RaiseAppealHandler implements ICommandHandler<RaiseAppealCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, hospitalId, request }: RaiseAppealCommand) {
    return this.em.fork().transactional(async (tx) => {
      const hospital = await tx.findOne(
        HospitalEntity,
        { id: hospitalId },
        { lockMode: LockMode.PESSIMISTIC_READ, populate: ['state'] },
      );
      if (!hospital) throw APPEAL_ERRORS.error('hospital_unknown', { field: 'hospital_id' });
      if (hospital.status !== 'verified') throw appealRefusal('appeal_hospital_not_verified');
      const now = new Date();
      const until = new Date(request.until);
      const untilProblem = appealUntilProblem(until, now);
      if (untilProblem) throw invalidField('until', untilProblem);
      // A radius is drawn around the hospital, so its state is the hospital's.
      const stateName = request.area.kind === 'radius' ? hospital.state.name : request.area.state;
      const state = await tx.findOne(StateEntity, { name: stateName });
      if (!state) throw APPEAL_ERRORS.error('state_unknown', { field: 'area.state' });
      const lgas = request.area.kind === 'lgas' ? [...new Set(request.area.lgas)] : [];
      const known = new Set(lgaSeatsOf(state.name).map((seat) => seat.name));
      const unknown = lgas.find((lga) => !known.has(lga));
      if (unknown)
        throw APPEAL_ERRORS.error('lga_unknown', { field: 'area.lgas', params: { lga: unknown, state: state.name } });
      const appeal = tx.create(AppealEntity, {
        hospital,
        state,
        bloodGroups: appealDonorGroups({ bloodGroups: request.blood_groups, compatibleWith: request.compatible_with }),
        compatibleWith: request.compatible_with ?? null,
        areaKind: request.area.kind,
        areaLgas: lgas,
        areaRadiusKm: request.area.kind === 'radius' ? (request.area.radius_km ?? null) : null,
        unitsWanted: request.units_wanted,
        perHour: request.per_hour,
        marginPercent: request.margin_percent,
        until,
        reason: request.reason,
        raisedByStaffId: actor.kind === 'staff' ? actor.staff.id : null,
        raisedByOfficerId: actor.kind === 'officer' ? actor.officer.id : null,
        createdAt: now,
      });
      recordEvent(tx, AppealRaised, appeal.id, {
        appeal_id: appeal.id,
        hospital_id: hospital.id,
        state_id: hospital.state.id,
        blood_groups: appeal.bloodGroups,
        units_wanted: appeal.unitsWanted,
        until: until.toISOString(),
      });
      await tx.flush();
      const view = appealView(appeal);
      if (actor.kind === 'staff')
        appendAudit(tx, actor.staff, { action: 'raised', resource: 'appeals', recordId: appeal.id, after: view });
      return view;
    });
  }
}
