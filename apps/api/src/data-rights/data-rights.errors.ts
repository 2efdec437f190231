import { errorTable } from '@app/domain';

/** The refusals of the data-rights context, by code. */
export const DATA_RIGHTS_ERRORS = errorTable(
  {
    user_not_found: { kind: 'not_found', key: 'api:accounts.userNotFound' },
    password_wrong: { kind: 'invalid_input', key: 'validation:dataRights.deletePasswordWrong' },
  },
  { replyCode: 'generic' },
);
