import { errorTable } from '@app/domain';

/** The refusals of uploads, by code: each is a 400 on the `file` field. */
export const UPLOAD_ERRORS = errorTable(
  {
    file_missing: { kind: 'invalid_input', key: 'api:files.missing' },
    file_too_large: { kind: 'invalid_input', key: 'api:files.tooLarge' },
    file_rejected: { kind: 'invalid_input', key: 'api:files.rejected' },
    file_name_mismatch: { kind: 'invalid_input', key: 'api:files.nameMismatch' },
  },
  { replyCode: 'generic' },
);
