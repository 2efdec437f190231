import { errorTable } from '@app/domain';

/** The refusals of staff sign-in, by code (the replies carry the generic code of their kind). */
export const STAFF_AUTH_ERRORS = errorTable(
  {
    sign_in_expired: { kind: 'not_authenticated', key: 'api:staffSignIn.signInExpired' },
    authenticator_already_set: { kind: 'conflict', key: 'api:staffSignIn.authenticatorAlreadySet' },
    authenticator_not_set: { kind: 'conflict', key: 'api:staffSignIn.setUpAuthenticatorFirst' },
    link_invalid: { kind: 'invalid_input', key: 'api:staffSignIn.linkInvalid' },
    email_taken: { kind: 'conflict', key: 'api:staffSignIn.staffEmailTaken' },
    // One message for an unknown email and a wrong password, so neither is revealed.
    bad_credentials: { kind: 'not_authenticated', key: 'api:accounts.badCredentials' },
    code_wrong: { kind: 'not_authenticated', key: 'api:staffSignIn.codeWrong' },
    code_used: { kind: 'not_authenticated', key: 'api:staffSignIn.codeUsed' },
    recovery_code_wrong: { kind: 'not_authenticated', key: 'api:staffSignIn.recoveryCodeWrong' },
    password_too_common: { kind: 'invalid_input', key: 'validation:auth.passwordTooCommon' },
  },
  { replyCode: 'generic' },
);
