import { errorTable } from '@app/domain';

/** The refusals of the guards, by code: the generic codes clients know for a missing or insufficient sign-in. */
export const AUTH_ERRORS = errorTable({
  login_required: { kind: 'not_authenticated', key: 'api:generic.loginRequired', code: 'not_authenticated' },
  staff_required: { kind: 'not_authenticated', key: 'api:staffSignIn.staffRequired', code: 'not_authenticated' },
  admin_only: { kind: 'forbidden', key: 'api:staffSignIn.adminOnly', code: 'forbidden' },
  officer_required: { kind: 'not_authenticated', key: 'api:staffSignIn.officerRequired', code: 'not_authenticated' },
});
