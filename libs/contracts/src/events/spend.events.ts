import { z } from 'zod';
import { defineEvent } from '../event-contract.js';

/** The gateway accepted a text message: one more message spent from the SMS budget. */
export const SmsSent = defineEvent({
  type: 'sms.sent',
  version: 1,
  family: 'accounts',
  aggregateType: 'user',
  payload: z.object({
    message_id: z.uuid(),
    user_id: z.uuid(),
    // appeal_alert added within version 1: only newer producers send it, and every consumer deploys with them.
    kind: z.enum(['phone_code', 'request_alert', 'donation_reminder', 'appeal_alert']),
  }),
});

/** The provider credited a donor's airtime thank-you. */
export const AirtimeCredited = defineEvent({
  type: 'airtime.credited',
  version: 1,
  family: 'donors',
  aggregateType: 'donor',
  payload: z.object({ credit_id: z.uuid(), donor_id: z.uuid(), amount_ngn: z.number().int().min(0) }),
});
