import { errorTable } from '@app/domain';

/** The refusals of the accounts context, by code (most replies carry the generic code of their kind). */
export const ACCOUNT_ERRORS = errorTable({
  bad_credentials: { kind: 'not_authenticated', key: 'api:accounts.badCredentials', code: 'not_authenticated' },
  user_not_found: { kind: 'not_found', key: 'api:accounts.userNotFound', code: 'not_found' },
  verify_link_invalid: { kind: 'invalid_input', key: 'api:accounts.verifyLinkInvalid', code: 'invalid_input' },
  reset_link_invalid: { kind: 'invalid_input', key: 'api:accounts.resetLinkInvalid', code: 'invalid_input' },
  lat_lng_together: { kind: 'invalid_input', key: 'api:accounts.latLngTogether', code: 'invalid_input' },
  image_missing: { kind: 'invalid_input', key: 'validation:advocate.passportEmpty', code: 'invalid_input' },
  image_rejected: { kind: 'invalid_input', key: 'api:accounts.imageRejected', code: 'invalid_input' },
  email_unchangeable: { kind: 'invalid_input', key: 'api:accounts.emailUnchangeable', code: 'invalid_input' },
  password_too_common: { kind: 'invalid_input', key: 'validation:auth.passwordTooCommon', code: 'invalid_input' },
  push_endpoint_refused: { kind: 'invalid_input', key: 'api:push.endpointRefused', code: 'invalid_input' },
});
