import { z } from 'zod';
import { defineEvent } from '../event-contract.js';

export const BadgeEarned = defineEvent({
  type: 'donor.badge-earned',
  version: 1,
  family: 'donors',
  aggregateType: 'donor',
  payload: z.object({ donor_id: z.uuid(), badge: z.enum(['life_saver', 'hero', 'zeal']) }),
});

export const DonorWarned = defineEvent({
  type: 'donor.warned',
  version: 1,
  family: 'donors',
  aggregateType: 'donor',
  payload: z.object({ donor_id: z.uuid(), declines_in_30_days: z.number().int() }),
});

export const DonorSuspended = defineEvent({
  type: 'donor.suspended',
  version: 1,
  family: 'donors',
  aggregateType: 'donor',
  payload: z.object({ donor_id: z.uuid(), until: z.iso.datetime({ offset: true }), reason: z.string() }),
});

export const ReminderDue = defineEvent({
  type: 'donor.reminder-due',
  version: 1,
  family: 'donors',
  aggregateType: 'donor',
  payload: z.object({ donor_id: z.uuid(), reminder_id: z.string(), title: z.string() }),
});
