import { errorTable } from '@app/domain';

/** The refusals of the reminders context, by code. */
export const REMINDER_ERRORS = errorTable(
  {
    reminder_not_found: { kind: 'not_found', key: 'api:reminders.notFound' },
  },
  { replyCode: 'generic' },
);
