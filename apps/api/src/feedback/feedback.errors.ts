import { errorTable } from '@app/domain';

/** The refusals of the feedback context, by code. */
export const FEEDBACK_ERRORS = errorTable({
  request_not_found: { kind: 'not_found', key: 'api:requests.notFound', code: 'not_found' },
  feedback_already_given: { kind: 'conflict', key: 'api:feedback.alreadyGiven' },
  donor_unknown: { kind: 'invalid_input', key: 'api:feedback.selectDonor', code: 'invalid_input' },
});
