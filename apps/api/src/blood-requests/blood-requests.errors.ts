import { errorTable } from '@app/domain';

/**
 * The refusals the blood-requests context raises itself, by code (those of the request lifecycle are the domain's
 * BLOOD_REQUEST_REFUSALS); most replies carry the generic code of their kind.
 */
export const BLOOD_REQUEST_ERRORS = errorTable(
  {
    request_not_found: { kind: 'not_found', key: 'api:requests.notFound' },
    match_not_found: { kind: 'not_found', key: 'api:requests.matchNotFound' },
    not_accepted: { kind: 'not_found', key: 'api:requests.notAccepted' },
    hospital_unknown: { kind: 'invalid_input', key: 'validation:hospitals.hospitalNotFound' },
    reason_unknown: { kind: 'invalid_input', key: 'validation:bloodRequest.reasonEmpty' },
    decline_reason_unknown: { kind: 'invalid_input', key: 'validation:bloodRequest.declineReasonEmpty' },
    decline_words_missing: { kind: 'invalid_input', key: 'validation:bloodRequest.declineOtherEmpty' },
    too_many_open: { kind: 'too_many_requests', key: 'api:requests.tooManyOpen' },
  },
  { replyCode: 'generic' },
);
