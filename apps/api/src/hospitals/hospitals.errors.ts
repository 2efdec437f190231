import { errorTable } from '@app/domain';

/** The refusals the hospitals context raises itself, by code (the hospital rules' own are the domain's). */
export const HOSPITAL_ERRORS = errorTable(
  {
    state_unknown: { kind: 'invalid_input', key: 'validation:profile.stateEmpty' },
    town_unknown: { kind: 'invalid_input', key: 'validation:hospitals.townNotFound' },
  },
  { replyCode: 'generic' },
);
