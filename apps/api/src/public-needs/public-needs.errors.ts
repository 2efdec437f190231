import { errorTable } from '@app/domain';

/** The refusals of the public needs board, by code. */
export const PUBLIC_NEEDS_ERRORS = errorTable(
  {
    state_not_found: { kind: 'not_found', key: 'api:publicNeeds.stateNotFound' },
  },
  { replyCode: 'generic' },
);
