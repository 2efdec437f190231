import { errorTable } from '@app/domain';

/** The refusals of serving stored files, by code. */
export const FILE_ERRORS = errorTable(
  {
    file_not_found: { kind: 'not_found', key: 'api:files.notFound' },
  },
  { replyCode: 'generic' },
);
