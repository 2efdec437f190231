import { errorTable } from '@app/domain';

/** The refusals of the content context, by code. */
export const CONTENT_ERRORS = errorTable(
  {
    article_not_found: { kind: 'not_found', key: 'api:content.articleNotFound' },
  },
  { replyCode: 'generic' },
);
