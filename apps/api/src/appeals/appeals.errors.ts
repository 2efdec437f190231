import { errorTable } from '@app/domain';

/** The refusals the appeals context raises itself, by code (the appeal rules' own are the domain's APPEAL_REFUSALS). */
export const APPEAL_ERRORS = errorTable(
  {
    appeal_not_found: { kind: 'not_found', key: 'api:appeals.notFound' },
    hospital_unknown: { kind: 'invalid_input', key: 'validation:hospitals.hospitalNotFound' },
    state_unknown: { kind: 'invalid_input', key: 'api:appeals.stateEmpty' },
    lga_unknown: { kind: 'invalid_input', key: 'api:appeals.unknownLga' },
    donor_code_not_found: { kind: 'not_found', key: 'api:appeals.codeNotFound', code: 'donor_code_not_found' },
  },
  { replyCode: 'generic' },
);
