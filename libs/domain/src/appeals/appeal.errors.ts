import { errorTable } from '../errors/error-table.js';
import type { DomainError } from '../errors/domain-errors.js';

/** Every refusal around appeals by its stable code, its kind and message key. */
export const APPEAL_REFUSALS = errorTable({
  appeal_not_found: { kind: 'not_found', key: 'api:appeals.notFound' },
  appeal_response_not_found: { kind: 'not_found', key: 'api:appeals.responseNotFound' },
  appeal_slot_invalid: { kind: 'invalid_input', key: 'api:appeals.slotInvalid' },
  appeal_hospital_not_verified: { kind: 'invalid_input', key: 'api:appeals.hospitalNotVerified' },
  'appeal.filled': { kind: 'conflict', key: 'api:appeals.filled' },
  'appeal.slot_full': { kind: 'conflict', key: 'api:appeals.slotFull' },
  appeal_not_running: { kind: 'conflict', key: 'api:appeals.notRunning' },
  appeal_already_coming: { kind: 'conflict', key: 'api:appeals.alreadyComing' },
  appeal_cannot_donate: { kind: 'conflict', key: 'api:appeals.cannotDonate' },
});

export type AppealRefusal = keyof typeof APPEAL_REFUSALS.entries;

/** A refusal; a conflict may carry what the donor can do instead (the free slots, for a full one). */
export const appealRefusal = (code: AppealRefusal, details?: Record<string, unknown>, field?: string): DomainError =>
  APPEAL_REFUSALS.error(code, { details, field });
