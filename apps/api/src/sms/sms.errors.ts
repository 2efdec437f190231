import { errorTable } from '@app/domain';

/** The refusals of phone verification and SMS alerts, by code; a code's own refusals are a 400 on `code`. */
export const SMS_ERRORS = errorTable({
  already_verified: { kind: 'conflict', key: 'api:phone.alreadyVerified', code: 'conflict' },
  number_taken: { kind: 'conflict', key: 'api:phone.numberTaken', code: 'conflict' },
  not_mobile: { kind: 'conflict', key: 'validation:auth.phoneNotMobile', code: 'conflict' },
  not_verified: { kind: 'conflict', key: 'api:phone.notVerified', code: 'conflict' },
  no_code: { kind: 'invalid_input', key: 'api:phone.noCode', code: 'invalid_input' },
  code_spent: { kind: 'invalid_input', key: 'api:phone.codeSpent', code: 'invalid_input' },
  code_expired: { kind: 'invalid_input', key: 'api:phone.codeExpired', code: 'invalid_input' },
  code_wrong: { kind: 'invalid_input', key: 'api:phone.codeWrong', code: 'invalid_input' },
});
