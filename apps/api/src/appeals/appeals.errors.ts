import { errorTable } from '@app/domain';

/** The refusals the appeals context raises itself, by code (the appeal rules' own are the domain's APPEAL_REFUSALS). */
export const APPEAL_ERRORS = errorTable({
  appeal_not_found: { kind: 'not_found', key: 'api:appeals.notFound', code: 'not_found' },
  hospital_unknown: { kind: 'invalid_input', key: 'validation:hospitals.hospitalNotFound', code: 'invalid_input' },
  state_unknown: { kind: 'invalid_input', key: 'api:appeals.stateEmpty', code: 'invalid_input' },
  lga_unknown: { kind: 'invalid_input', key: 'api:appeals.unknownLga', code: 'invalid_input' },
  donor_code_not_found: { kind: 'not_found', key: 'api:appeals.codeNotFound' },
});
