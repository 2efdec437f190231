import { z } from 'zod';
import { defineEvent } from '../event-contract.js';

// Spelled out, not imported: a wire contract changes only by a new version.
const bloodGroup = z.enum(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);

/** A hospital (or staff for it) appealed to every compatible donor of an area for units of blood until a time. */
export const AppealRaised = defineEvent({
  type: 'appeal.raised',
  version: 1,
  family: 'appeals',
  aggregateType: 'appeal',
  payload: z.object({
    appeal_id: z.string(),
    hospital_id: z.string(),
    state_id: z.number().int(),
    /** The donor groups asked for. */
    blood_groups: z.array(bloodGroup).min(1),
    units_wanted: z.number().int().min(1),
    until: z.iso.datetime({ offset: true }),
  }),
});

/** The appeal stopped reaching donors: stopped by staff or the hospital, filled, or past its time. */
export const AppealEnded = defineEvent({
  type: 'appeal.ended',
  version: 1,
  family: 'appeals',
  aggregateType: 'appeal',
  payload: z.object({ appeal_id: z.string(), reason: z.enum(['stopped', 'filled', 'expired']) }),
});
