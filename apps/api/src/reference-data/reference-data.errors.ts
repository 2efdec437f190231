import { errorTable } from '@app/domain';

/** The refusals of a claimed location (Nigeria's boundary, the claimed state), by code. */
export const REFERENCE_DATA_ERRORS = errorTable(
  {
    location_outside_nigeria: { kind: 'invalid_input', key: 'validation:profile.locationOutsideNigeria' },
    state_missing: { kind: 'invalid_input', key: 'validation:profile.stateEmpty' },
    location_in_state: { kind: 'invalid_input', key: 'api:location.wrongStateAt' },
    location_in_other_state: { kind: 'invalid_input', key: 'api:location.wrongStateOther' },
  },
  { replyCode: 'generic' },
);
