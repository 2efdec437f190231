import { errorTable } from '@app/domain';

/** The refusals of the feedback context, by code. */
export const FEEDBACK_ERRORS = errorTable(
  {
    request_not_found: { kind: 'not_found', key: 'api:requests.notFound' },
    feedback_already_given: { kind: 'conflict', key: 'api:feedback.alreadyGiven', code: 'feedback_already_given' },
    donor_unknown: { kind: 'invalid_input', key: 'api:feedback.selectDonor' },
  },
  { replyCode: 'generic' },
);
