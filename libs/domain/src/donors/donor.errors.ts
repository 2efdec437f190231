import { ConflictError, InvalidInputError, type DomainError } from '../errors/domain-errors.js';
import { DECLARED_DONATION_MESSAGES } from './donor-eligibility.js';

/**
 * Every refusal of a change to a donor's profile by its stable code (what clients branch on), grouped by kind (which
 * HTTP status the API gives it), with its English message (translated by the API's catalogues).
 */
const INVALID_INPUT = {
  last_donation_before_confirmed: DECLARED_DONATION_MESSAGES.beforeConfirmed,
} as const;

const CONFLICT = {
  already_onboarded: 'You have already onboarded',
  blood_group_changed_once: 'Your blood group can be changed only once after onboarding',
  genotype_changed_once: 'Your genotype can be changed only once after onboarding',
  not_suspended: 'This user is not suspended',
} as const;

export type DonorRefusal = keyof typeof INVALID_INPUT | keyof typeof CONFLICT;

export const DONOR_REFUSALS: Readonly<Record<DonorRefusal, string>> = { ...INVALID_INPUT, ...CONFLICT };

/** The field an invalid-input refusal is about. */
const FIELDS: Record<keyof typeof INVALID_INPUT, string> = { last_donation_before_confirmed: 'last_donation_date' };

/** The domain error for a refusal, carrying its code; `params` fill the message's `{{name}}` slots. */
export const donorRefusal = (code: DonorRefusal, params: Record<string, string> = {}): DomainError => {
  const message = DONOR_REFUSALS[code].replace(/\{\{(\w+)\}\}/g, (slot, name: string) => params[name] ?? slot);
  if (code in INVALID_INPUT) {
    return new InvalidInputError(message, { [FIELDS[code as keyof typeof INVALID_INPUT]]: message }, code);
  }
  return new ConflictError(message, code);
};
