import { ConflictError, InvalidInputError, NotFoundError, type DomainError } from '../errors/domain-errors.js';
import type { IneligibilityReason } from '../donors/donor-eligibility.js';

/**
 * Every refusal of the request lifecycle by its stable code (what clients branch on), grouped by kind (which HTTP
 * status the API gives it), with its English message (translated by the API's catalogues).
 */
const NOT_FOUND = {
  request_not_found: 'Request not found',
  not_your_match: 'Match not found',
  not_matched: 'You have not accepted this request',
  donor_code_unknown: 'No donation at your hospital has this code. Check the code with the donor',
} as const;

const INVALID_INPUT = {
  no_show_donor_unknown: 'Select the donor this report is about',
  units_below_matches: 'More donors have already accepted than this number of units',
} as const;

const CONFLICT = {
  request_full: 'This request already has all the donors it needs. Thank you!',
  request_not_open: 'This request is no longer open',
  already_accepted: 'You have already accepted this request',
  already_declined: 'You have already declined this request',
  already_committed: 'You have already accepted another request',
  donated_recently: 'You donated recently; you can donate again once your rest period is over',
  suspended: 'Your account is suspended from donating for now',
  paused: 'You marked yourself unavailable; resume availability to accept requests',
  own_request: 'You cannot accept your own request',
  cannot_donate: 'You cannot donate at the moment',
  already_confirmed: 'This donation is already confirmed',
  donor_no_show: 'This donor was reported as not showing up',
  reported_no_show: 'The recipient reported that you did not show up',
  request_has_matches: 'A request that donors have accepted cannot be turned off or on',
  request_expired: 'A request that is expired cannot be turned off or on; make a new request instead',
  request_completed: 'A request that is completed cannot be turned off or on; make a new request instead',
  no_show_too_early: 'A donor can be reported as not showing up only after the date and time of the request',
  no_show_not_allowed:
    'Only a donor who accepted and whose donation was not confirmed can be reported as not showing up',
} as const;

export type BloodRequestRefusal = keyof typeof NOT_FOUND | keyof typeof INVALID_INPUT | keyof typeof CONFLICT;

export const BLOOD_REQUEST_REFUSALS: Readonly<Record<BloodRequestRefusal, string>> = {
  ...NOT_FOUND,
  ...INVALID_INPUT,
  ...CONFLICT,
};

/** The domain error for a refusal, carrying its code; an invalid-input refusal names the field at fault. */
export const refusal = (code: BloodRequestRefusal, field?: string): DomainError => {
  const message = BLOOD_REQUEST_REFUSALS[code];
  if (code in NOT_FOUND) return new NotFoundError(message, code);
  if (code in INVALID_INPUT) return new InvalidInputError(message, field ? { [field]: message } : {}, code);
  return new ConflictError(message, code);
};

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
