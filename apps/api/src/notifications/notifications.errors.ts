import { errorTable } from '@app/domain';

/** The refusals of the notifications context, by code. */
export const NOTIFICATION_ERRORS = errorTable(
  {
    notification_not_found: { kind: 'not_found', key: 'api:notifications.notFound' },
  },
  { replyCode: 'generic' },
);
