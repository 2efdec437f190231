import { errorTable } from '@app/domain';

/** The refusals of the accounts context, by code (most replies carry the generic code of their kind). */
export const ACCOUNT_ERRORS = errorTable(
  {
    bad_credentials: { kind: 'not_authenticated', key: 'api:accounts.badCredentials' },
    user_not_found: { kind: 'not_found', key: 'api:accounts.userNotFound' },
    verify_link_invalid: { kind: 'invalid_input', key: 'api:accounts.verifyLinkInvalid' },
    reset_link_invalid: { kind: 'invalid_input', key: 'api:accounts.resetLinkInvalid' },
    lat_lng_together: { kind: 'invalid_input', key: 'api:accounts.latLngTogether' },
    image_missing: { kind: 'invalid_input', key: 'validation:advocate.passportEmpty' },
    image_rejected: { kind: 'invalid_input', key: 'api:accounts.imageRejected' },
    email_unchangeable: { kind: 'invalid_input', key: 'api:accounts.emailUnchangeable' },
    password_too_common: { kind: 'invalid_input', key: 'validation:auth.passwordTooCommon' },
    push_endpoint_refused: { kind: 'invalid_input', key: 'api:push.endpointRefused' },
  },
  { replyCode: 'generic' },
);
