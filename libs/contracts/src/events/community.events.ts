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
  }),
});
