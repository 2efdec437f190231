import { errorTable } from '../errors/error-table.js';
import type { DomainError } from '../errors/domain-errors.js';

/** Every refusal of a change to a donor's profile by its stable code (what clients branch on), kind and message key. */
export const DONOR_REFUSALS = errorTable({
  last_donation_before_confirmed: { kind: 'invalid_input', key: 'validation:profile.lastDonationBeforeConfirmed' },
  already_onboarded: { kind: 'conflict', key: 'api:accounts.alreadyOnboarded' },
  blood_group_changed_once: { kind: 'conflict', key: 'api:accounts.bloodGroupOnce' },
  genotype_changed_once: { kind: 'conflict', key: 'api:accounts.genotypeOnce' },
  not_suspended: { kind: 'conflict', key: 'api:accounts.notSuspended' },
});

export type DonorRefusal = keyof typeof DONOR_REFUSALS.entries;

/** The field an invalid-input refusal is about. */
const FIELDS: Partial<Record<DonorRefusal, string>> = { last_donation_before_confirmed: 'last_donation_date' };

/** The domain error for a refusal, carrying its code; `params` fill the message's `{{name}}` slots. */
export const donorRefusal = (code: DonorRefusal, params: Record<string, string> = {}): DomainError =>
  DONOR_REFUSALS.error(code, { params, field: FIELDS[code] });
