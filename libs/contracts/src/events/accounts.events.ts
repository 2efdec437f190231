import { z } from 'zod';
import { defineEvent } from '../event-contract.js';

export const UserRegistered = defineEvent({
  type: 'user.registered',
  version: 1,
  family: 'accounts',
  aggregateType: 'user',
  payload: z.object({ user_id: z.uuid(), role: z.enum(['donor', 'recipient']) }),
});

export const UserVerified = defineEvent({
  type: 'user.verified',
  version: 1,
  family: 'accounts',
  aggregateType: 'user',
  payload: z.object({ user_id: z.uuid() }),
});
