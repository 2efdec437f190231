import { z } from 'zod';
import { defineEvent } from '../event-contract.js';

// Spelled out, not imported: a wire contract changes only by a new version.
const bloodGroup = z.enum(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);

/** A donor's "I'm coming" to an appeal. */
const donorResponse = z.object({ appeal_id: z.uuid(), response_id: z.uuid(), donor_id: z.uuid() });

/** An urgent appeal was raised: every eligible donor in its area is to be told. */
export const AppealRaised = defineEvent({
  type: 'appeal.raised',
  version: 1,
  family: 'appeals',
  aggregateType: 'appeal',
  payload: z.object({
    appeal_id: z.uuid(),
    hospital_id: z.uuid(),
    state_id: z.number().int(),
    blood_groups: z.array(bloodGroup).min(1),
    units_wanted: z.number().int().min(1),
    until: z.iso.datetime({ offset: true }),
  }),
});

/** An appeal stopped reaching donors: stopped by staff or its hospital, filled, or past its end. */
export const AppealEnded = defineEvent({
  type: 'appeal.ended',
  version: 1,
  family: 'appeals',
  aggregateType: 'appeal',
  payload: z.object({ appeal_id: z.uuid(), reason: z.enum(['stopped', 'filled', 'expired']) }),
});

/**
 * One batch of an appeal's fan-out is due: the donors of one partition of the donor ids after `after` (exclusive).
 * Keyed by appeal and partition, so a large appeal's partitions spread over the topic's partitions and so over
 * several projector processes; each batch records the next one of its partition in the same transaction.
 */
export const AppealBatchDue = defineEvent({
  type: 'appeal.batch-due',
  version: 1,
  family: 'appeals',
  aggregateType: 'appeal-partition',
  payload: z.object({
    appeal_id: z.uuid(),
    partition: z.number().int().min(0),
    partitions: z.number().int().min(1),
    after: z.uuid().nullable(),
  }),
});

/**
 * The hospital recorded the donation of a donor who came for an appeal (by their donor code): it counts as a
 * confirmed donation (history, rest period, badges).
 */
export const AppealDonationRecorded = defineEvent({
  type: 'appeal.donation-recorded',
  version: 1,
  family: 'appeals',
  aggregateType: 'appeal',
  payload: donorResponse.extend({
    hospital_id: z.uuid(),
    hospital: z.string(),
    donated_on: z.iso.date(),
  }),
});

/** A batch of an appeal's fan-out told `donors` more donors (recorded with the batch, so once per batch). */
export const AppealDonorsReached = defineEvent({
  type: 'appeal.donors-reached',
  version: 1,
  family: 'appeals',
  aggregateType: 'appeal',
  payload: z.object({ appeal_id: z.uuid(), donors: z.number().int().min(1) }),
});

/**
 * A donor answered "I'm coming" (`coming`) or took it back (`cancelled`); `responded_at` is when that response was
 * made, so a cancellation can be set against the answer it undoes.
 */
export const AppealResponseChanged = defineEvent({
  type: 'appeal.response-changed',
  version: 1,
  family: 'appeals',
  aggregateType: 'appeal',
  payload: donorResponse.extend({
    change: z.enum(['coming', 'cancelled']),
    responded_at: z.iso.datetime({ offset: true }),
  }),
});
