import { errorTable, type ErrorEntry } from '../errors/error-table.js';
import type { DomainError } from '../errors/domain-errors.js';
import type { IneligibilityReason } from '../donors/donor-eligibility.js';

const notFound = (key: string): ErrorEntry => ({ kind: 'not_found', key });
const invalid = (key: string): ErrorEntry => ({ kind: 'invalid_input', key });
const conflict = (key: string): ErrorEntry => ({ kind: 'conflict', key });

/** Every refusal of the request lifecycle by its stable code (what clients branch on), its kind and message key. */
export const BLOOD_REQUEST_REFUSALS = errorTable({
  request_not_found: notFound('api:requests.notFound'),
  not_your_match: notFound('api:requests.matchNotFound'),
  not_matched: notFound('api:requests.notAccepted'),
  donor_code_unknown: notFound('api:hospitalWork.codeUnknown'),
  no_show_donor_unknown: invalid('api:feedback.selectReportedDonor'),
  units_below_matches: invalid('api:hospitalWork.unitsBelowMatches'),
  request_full: conflict('api:requests.full'),
  request_not_open: conflict('api:requests.notOpen'),
  already_accepted: conflict('api:requests.alreadyAccepted'),
  already_declined: conflict('api:requests.alreadyDeclined'),
  already_committed: conflict('api:requestLifecycle.alreadyCommitted'),
  donated_recently: conflict('api:requests.donatedRecently'),
  suspended: conflict('api:requests.suspended'),
  paused: conflict('api:requests.paused'),
  own_request: conflict('api:requests.ownRequest'),
  cannot_donate: conflict('api:requests.cannotDonate'),
  already_confirmed: conflict('api:requests.alreadyConfirmed'),
  donor_no_show: conflict('api:requests.donorNoShow'),
  reported_no_show: conflict('api:requests.reportedNoShow'),
  request_has_matches: conflict('api:requests.cannotToggle'),
  request_expired: conflict('api:requestLifecycle.expiredCannotToggle'),
  request_completed: conflict('api:requestLifecycle.completedCannotToggle'),
  no_show_too_early: conflict('api:requestLifecycle.noShowTooEarly'),
  no_show_not_allowed: conflict('api:feedback.noShowNotAllowed'),
});

export type BloodRequestRefusal = keyof typeof BLOOD_REQUEST_REFUSALS.entries;

/** The domain error for a refusal, carrying its code; an invalid-input refusal names the field at fault. */
export const refusal = (code: BloodRequestRefusal, field?: string): DomainError =>
  BLOOD_REQUEST_REFUSALS.error(code, { field });

/** Why a donor may not accept, as a refusal; eligibility reasons a targeted donor cannot have fall back to one. */
export const ineligibilityRefusal = (reason: IneligibilityReason): BloodRequestRefusal => {
  switch (reason) {
    case 'committed_elsewhere':
      return 'already_committed';
    case 'donated_recently':
    case 'suspended':
    case 'paused':
    case 'own_request':
      return reason;
    default:
      return 'cannot_donate';
  }
};
