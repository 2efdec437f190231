import { errorTable } from '@app/domain';

/**
 * The refusals the blood-requests context raises itself, by code (those of the request lifecycle are the domain's
 * BLOOD_REQUEST_REFUSALS); most replies carry the generic code of their kind.
 */
export const BLOOD_REQUEST_ERRORS = errorTable({
  request_not_found: { kind: 'not_found', key: 'api:requests.notFound', code: 'not_found' },
  match_not_found: { kind: 'not_found', key: 'api:requests.matchNotFound', code: 'not_found' },
  not_accepted: { kind: 'not_found', key: 'api:requests.notAccepted', code: 'not_found' },
  hospital_unknown: { kind: 'invalid_input', key: 'validation:hospitals.hospitalNotFound', code: 'invalid_input' },
  reason_unknown: { kind: 'invalid_input', key: 'validation:bloodRequest.reasonEmpty', code: 'invalid_input' },
  decline_reason_unknown: {
    kind: 'invalid_input',
    key: 'validation:bloodRequest.declineReasonEmpty',
    code: 'invalid_input',
  },
  decline_words_missing: {
    kind: 'invalid_input',
    key: 'validation:bloodRequest.declineOtherEmpty',
    code: 'invalid_input',
  },
  too_many_open: { kind: 'too_many_requests', key: 'api:requests.tooManyOpen', code: 'too_many_requests' },
});
