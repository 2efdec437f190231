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
  /** Automatic warnings count the declines; staff warnings carry their reason instead (both optional fields). */
  payload: z.object({
    donor_id: z.uuid(),
    declines_in_30_days: z.number().int().optional(),
    reason: z.string().optional(),
  }),
});

export const DonorSuspended = defineEvent({
  type: 'donor.suspended',
  version: 1,
  family: 'donors',
  aggregateType: 'donor',
  payload: z.object({ donor_id: z.uuid(), until: z.iso.datetime({ offset: true }), reason: z.string() }),
});

/** Staff lifted a suspension before its end. */
export const DonorSuspensionLifted = defineEvent({
  type: 'donor.suspension-lifted',
  version: 1,
  family: 'donors',
  aggregateType: 'donor',
  payload: z.object({ donor_id: z.uuid(), reason: z.string() }),
});

export const ReminderDue = defineEvent({
  type: 'donor.reminder-due',
  version: 1,
  family: 'donors',
  aggregateType: 'donor',
  payload: z.object({ donor_id: z.uuid(), reminder_id: z.string(), title: z.string() }),
});
