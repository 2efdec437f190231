import { errorTable } from '@app/domain';

/** The refusals of the guards, by code: the generic codes clients know for a missing or insufficient sign-in. */
export const AUTH_ERRORS = errorTable(
  {
    login_required: { kind: 'not_authenticated', key: 'api:generic.loginRequired' },
    staff_required: { kind: 'not_authenticated', key: 'api:staffSignIn.staffRequired' },
    admin_only: { kind: 'forbidden', key: 'api:staffSignIn.adminOnly' },
    officer_required: { kind: 'not_authenticated', key: 'api:staffSignIn.officerRequired' },
  },
  { replyCode: 'generic' },
);
