import { errorTable } from '@app/domain';

/** The refusals of uploads, by code: each is a 400 on the `file` field. */
export const UPLOAD_ERRORS = errorTable({
  file_missing: { kind: 'invalid_input', key: 'api:files.missing', code: 'invalid_input' },
  file_too_large: { kind: 'invalid_input', key: 'api:files.tooLarge', code: 'invalid_input' },
  file_rejected: { kind: 'invalid_input', key: 'api:files.rejected', code: 'invalid_input' },
  file_name_mismatch: { kind: 'invalid_input', key: 'api:files.nameMismatch', code: 'invalid_input' },
});
