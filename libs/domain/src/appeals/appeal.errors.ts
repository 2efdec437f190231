import { ConflictError, InvalidInputError, NotFoundError, type DomainError } from '../errors/domain-errors.js';

/** Every refusal around appeals by its stable code, grouped by kind, with its English message. */
const NOT_FOUND = {
  appeal_not_found: 'Appeal not found',
  appeal_response_not_found: 'You have not said you are coming to this appeal',
} as const;

const INVALID_INPUT = {
  appeal_slot_invalid: 'Choose one of the hourly slots of this appeal',
  appeal_hospital_not_verified: 'Appeals can only be raised for a verified hospital',
} as const;

const CONFLICT = {
  'appeal.filled':
    'Thank you! Enough donors are already coming for this appeal. We will ask you again when blood is needed.',
  'appeal.slot_full': 'Thank you! This hour is full; please choose another time.',
  appeal_not_running: 'This appeal is no longer running',
  appeal_already_coming: 'You have already said you are coming to this appeal',
  appeal_cannot_donate: 'You cannot donate at the moment',
} as const;

export type AppealRefusal = keyof typeof NOT_FOUND | keyof typeof INVALID_INPUT | keyof typeof CONFLICT;

export const APPEAL_REFUSALS: Readonly<Record<AppealRefusal, string>> = { ...NOT_FOUND, ...INVALID_INPUT, ...CONFLICT };

/** A refusal that carries what the donor can do instead (the free slots, for a full one). */
export class AppealConflictError extends ConflictError {
  constructor(
    message: string,
    code: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message, code);
  }
}

export const appealRefusal = (code: AppealRefusal, details?: Record<string, unknown>, field?: string): DomainError => {
  const message = APPEAL_REFUSALS[code];
  if (code in NOT_FOUND) return new NotFoundError(message, code);
  if (code in INVALID_INPUT) return new InvalidInputError(message, field ? { [field]: message } : {}, code);
  return details ? new AppealConflictError(message, code, details) : new ConflictError(message, code);
};
