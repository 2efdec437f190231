import { z } from 'zod';
import { defineEvent } from '../event-contract.js';

/**
 * A donor's accepted (not yet confirmed) match ended because one side deleted their account: the donor (the
 * request has a free place again) or the recipient (the request was closed). The side that stays is told.
 */
export const AcceptedMatchReleased = defineEvent({
  type: 'blood-request.match-released',
  version: 1,
  family: 'blood-requests',
  aggregateType: 'blood-request',
  payload: z.object({
    request_id: z.string(),
    match_id: z.uuid(),
    donor_id: z.uuid(),
    recipient_user_id: z.uuid(),
    hospital: z.string(),
    /** Whose account went: the other side is the one told. */
    released_by: z.enum(['donor', 'recipient']),
    reason: z.enum(['account_deleted']),
  }),
});
