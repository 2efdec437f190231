import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthenticatedOfficer } from '@app/auth';
import { appealRefusal, isUuid } from '@app/domain';
import { AppealEntity } from '@app/persistence';
import type { StaffActor } from '../platform/audit/staff-actor.decorator.js';
import { APPEAL_POPULATE } from './appeal.view.js';

/** Who acts on an appeal: staff (any hospital, audited) or an officer (their own hospital only). */
export type AppealActor = { kind: 'staff'; staff: StaffActor } | { kind: 'officer'; officer: AuthenticatedOfficer };

/**
 * The appeal, locked for the rest of the transaction when `lock` is set; another hospital's appeal is "not found" to
 * an officer, so its existence is not revealed.
 */
export const loadAppealFor = async (
  em: EntityManager,
  actor: AppealActor | null,
  id: string,
  lock = false,
): Promise<AppealEntity> => {
  if (!isUuid(id)) throw appealRefusal('appeal_not_found');
  const appealId = id.toLowerCase();
  // The row alone is locked (a lock over the populating joins would be refused on their nullable side).
  if (lock) await em.execute(`select id from appeal where id = ? for update`, [appealId]);
  const appeal = await em.findOne(AppealEntity, { id: appealId }, { populate: APPEAL_POPULATE, refresh: lock });
  if (!appeal) throw appealRefusal('appeal_not_found');
  if (actor?.kind === 'officer' && appeal.hospital.id !== actor.officer.hospitalId)
    throw appealRefusal('appeal_not_found');
  return appeal;
};
