import { ConflictError, InvalidInputError, NotFoundError, type DomainError } from '../errors/domain-errors.js';
import type { IneligibilityReason } from '../donors/donor-eligibility.js';

/**
 * Every refusal of the request lifecycle: its stable code (what clients branch on), its kind (which HTTP status the
 * API gives it) and its English message (translated by the API's catalogues).
 */
export const BLOOD_REQUEST_REFUSALS = {
  request_not_found: { kind: 'not_found', message: 'Request not found' },
  not_your_match: { kind: 'not_found', message: 'Match not found' },
  not_matched: { kind: 'not_found', message: 'You have not accepted this request' },
  request_full: { kind: 'conflict', message: 'This request already has all the donors it needs. Thank you!' },
  request_not_open: { kind: 'conflict', message: 'This request is no longer open' },
  already_accepted: { kind: 'conflict', message: 'You have already accepted this request' },
  already_declined: { kind: 'conflict', message: 'You have already declined this request' },
  already_committed: { kind: 'conflict', message: 'You have already accepted another request' },
  donated_recently: {
    kind: 'conflict',
    message: 'You donated recently; you can donate again once your rest period is over',
  },
  suspended: { kind: 'conflict', message: 'Your account is suspended from donating for now' },
  paused: { kind: 'conflict', message: 'You marked yourself unavailable; resume availability to accept requests' },
  own_request: { kind: 'conflict', message: 'You cannot accept your own request' },
  cannot_donate: { kind: 'conflict', message: 'You cannot donate at the moment' },
  already_confirmed: { kind: 'conflict', message: 'This donation is already confirmed' },
  donor_no_show: { kind: 'conflict', message: 'This donor was reported as not showing up' },
  reported_no_show: { kind: 'conflict', message: 'The recipient reported that you did not show up' },
  request_has_matches: { kind: 'conflict', message: 'A request that donors have accepted cannot be turned off or on' },
  request_expired: {
    kind: 'conflict',
    message: 'A request that is expired cannot be turned off or on; make a new request instead',
  },
  request_completed: {
    kind: 'conflict',
    message: 'A request that is completed cannot be turned off or on; make a new request instead',
  },
  no_show_too_early: {
    kind: 'conflict',
    message: 'A donor can be reported as not showing up only after the date and time of the request',
  },
  no_show_not_allowed: {
    kind: 'conflict',
    message: 'Only a donor who accepted and whose donation was not confirmed can be reported as not showing up',
  },
  no_show_donor_unknown: { kind: 'invalid_input', message: 'Select the donor this report is about' },
} as const satisfies Record<string, { kind: 'not_found' | 'conflict' | 'invalid_input'; message: string }>;

export type BloodRequestRefusal = keyof typeof BLOOD_REQUEST_REFUSALS;

/** The domain error for a refusal, carrying its code; an invalid-input refusal names the field at fault. */
export const refusal = (code: BloodRequestRefusal, field?: string): DomainError => {
  const { kind, message } = BLOOD_REQUEST_REFUSALS[code];
  if (kind === 'not_found') return new NotFoundError(message, code);
  if (kind === 'invalid_input') return new InvalidInputError(message, field ? { [field]: message } : {}, code);
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
