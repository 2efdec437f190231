import { z } from 'zod';
import { defineEvent } from '../event-contract.js';

export const AdvocateApplicationDecided = defineEvent({
  type: 'advocate-application.decided',
  version: 1,
  family: 'community',
  aggregateType: 'advocate-application',
  payload: z.object({
    application_id: z.string(),
    email: z.string(),
    name: z.string(),
    user_id: z.uuid().nullable(),
    decision: z.enum(['shortlisted', 'accepted', 'rejected']),
    /** Staff's message to the applicant, emailed with the decision. */
    message: z.string().optional(),
  }),
});

/**
 * A money donation was received: a card payment the provider confirmed, or a crypto transfer staff confirmed. The
 * donor is emailed a receipt.
 */
export const DonationReceived = defineEvent({
  type: 'donation.received',
  version: 1,
  family: 'community',
  aggregateType: 'donation',
  payload: z.object({
    donation_id: z.uuid(),
    reference: z.string(),
    name: z.string(),
    email: z.string(),
    amount: z.string(),
    currency: z.string(),
    provider: z.string(),
    transaction: z.string().nullable(),
    paid_at: z.iso.datetime({ offset: true }),
  }),
});
