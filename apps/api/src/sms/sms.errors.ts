import { errorTable } from '@app/domain';

/** The refusals of phone verification and SMS alerts, by code; a code's own refusals are a 400 on `code`. */
export const SMS_ERRORS = errorTable(
  {
    already_verified: { kind: 'conflict', key: 'api:phone.alreadyVerified' },
    number_taken: { kind: 'conflict', key: 'api:phone.numberTaken' },
    not_mobile: { kind: 'conflict', key: 'validation:auth.phoneNotMobile' },
    not_verified: { kind: 'conflict', key: 'api:phone.notVerified' },
    no_code: { kind: 'invalid_input', key: 'api:phone.noCode' },
    code_spent: { kind: 'invalid_input', key: 'api:phone.codeSpent' },
    code_expired: { kind: 'invalid_input', key: 'api:phone.codeExpired' },
    code_wrong: { kind: 'invalid_input', key: 'api:phone.codeWrong' },
  },
  { replyCode: 'generic' },
);
