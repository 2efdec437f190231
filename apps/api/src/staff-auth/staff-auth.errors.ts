import { errorTable } from '@app/domain';

/** The refusals of staff sign-in, by code (the replies carry the generic code of their kind). */
export const STAFF_AUTH_ERRORS = errorTable({
  sign_in_expired: { kind: 'not_authenticated', key: 'api:staffSignIn.signInExpired', code: 'not_authenticated' },
  authenticator_already_set: { kind: 'conflict', key: 'api:staffSignIn.authenticatorAlreadySet', code: 'conflict' },
  authenticator_not_set: { kind: 'conflict', key: 'api:staffSignIn.setUpAuthenticatorFirst', code: 'conflict' },
  link_invalid: { kind: 'invalid_input', key: 'api:staffSignIn.linkInvalid', code: 'invalid_input' },
  email_taken: { kind: 'conflict', key: 'api:staffSignIn.staffEmailTaken', code: 'conflict' },
});
