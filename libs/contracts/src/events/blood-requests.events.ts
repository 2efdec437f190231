import { z } from 'zod';
import { defineEvent } from '../event-contract.js';

const requestStatus = z.enum(['pending', 'accepted', 'inactive', 'Donation Received', 'expired', 'closed']);

export const BloodRequestCreated = defineEvent({
  type: 'blood-request.created',
  version: 1,
  family: 'blood-requests',
  aggregateType: 'blood-request',
  payload: z.object({
    request_id: z.string(),
    recipient_user_id: z.uuid(),
    // Spelled out, not imported: a wire contract changes only by a new version.
    blood_group: z.enum(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']),
    units: z.number().int().min(1).max(4),
    hospital: z.string(),
    // Added within version 1 as optional: the registry's hospital, absent for a free-text one and in older events.
    hospital_id: z.uuid().nullable().optional(),
    state_id: z.number().int(),
    latitude: z.number(),
    longitude: z.number(),
    needed_at: z.iso.datetime({ offset: true }),
  }),
});

/** A wave of the targeted search: these donors were chosen and alerted for the request. */
export const DonorsTargeted = defineEvent({
  type: 'blood-request.donors-targeted',
  version: 1,
  family: 'blood-requests',
  aggregateType: 'blood-request',
  payload: z.object({
    request_id: z.string(),
    donor_ids: z.array(z.uuid()),
    radius_km: z.number().nullable(),
    wave: z.number().int().min(1),
    // Optional: events recorded before they were added lack them, and the alert then names neither.
    blood_group: z.enum(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']).optional(),
    hospital: z.string().optional(),
    // Added within version 1 as optional: events written before it carry no word on the hospital.
    hospital_verified: z.boolean().optional(),
  }),
});

/** A match on a request, and its donor. */
const donorMatch = z.object({ request_id: z.string(), match_id: z.uuid(), donor_id: z.uuid() });

/** Who a match joins: the request, its donor and its recipient, and where the donation happens. */
const matchOnRequest = donorMatch.extend({ recipient_user_id: z.uuid(), hospital: z.string() });

/** A donor accepted a request. */
export const DonorMatched = defineEvent({
  type: 'blood-request.donor-matched',
  version: 1,
  family: 'blood-requests',
  aggregateType: 'blood-request',
  payload: matchOnRequest.extend({
    needed_at: z.iso.datetime({ offset: true }),
    // Added within version 1 as optional: matches accepted before codes have none.
    donor_code: z.string().optional(),
  }),
});

export const RequestDeclined = defineEvent({
  type: 'blood-request.declined',
  version: 1,
  family: 'blood-requests',
  aggregateType: 'blood-request',
  payload: z.object({
    request_id: z.string(),
    donor_id: z.uuid(),
    reason_id: z.number().int().nullable(),
    reason: z.string().nullable(),
  }),
});

/** The recipient, or an officer of the hospital by the donor's code, confirmed that a matched donor gave blood. */
export const DonationConfirmed = defineEvent({
  type: 'blood-request.donation-confirmed',
  version: 1,
  family: 'blood-requests',
  aggregateType: 'blood-request',
  payload: donorMatch.extend({
    recipient_user_id: z.uuid(),
    donated_on: z.iso.date(),
    // Added within version 1 as optional: absent, the recipient confirmed (as every event before officers).
    confirmed_by: z.enum(['recipient', 'hospital']).optional(),
    /** The hospital's name, when its officer recorded the donation. */
    hospital: z.string().optional(),
  }),
});

/**
 * The hospital's officer recorded, by the donor's code, a donation the recipient had confirmed already: no second
 * donation (DonationConfirmed came with the recipient's confirmation), only the hospital's word that it arrived.
 */
export const DonationRecordedAtHospital = defineEvent({
  type: 'blood-request.donation-recorded-at-hospital',
  version: 1,
  family: 'blood-requests',
  aggregateType: 'blood-request',
  payload: donorMatch.extend({ hospital: z.string() }),
});

/** The donor said they went to donate: counts as an attempted donation until the recipient confirms. */
export const DonationAttempted = defineEvent({
  type: 'blood-request.donation-attempted',
  version: 1,
  family: 'blood-requests',
  aggregateType: 'blood-request',
  payload: donorMatch,
});

export const RequestStatusChanged = defineEvent({
  type: 'blood-request.status-changed',
  version: 1,
  family: 'blood-requests',
  aggregateType: 'blood-request',
  payload: z.object({
    request_id: z.string(),
    recipient_user_id: z.uuid(),
    from: requestStatus,
    to: requestStatus,
  }),
});

/**
 * A donor's accepted (not yet confirmed) match ended because one side deleted their account: the donor (the
 * request has a free place again) or the recipient (the request was closed). The side that stays is told. Or an
 * officer of the hospital closed the request as no longer needed: the donor is told and is free again.
 */
export const AcceptedMatchReleased = defineEvent({
  type: 'blood-request.match-released',
  version: 1,
  family: 'blood-requests',
  aggregateType: 'blood-request',
  payload: matchOnRequest.extend({
    /** Whose account went: the other side is the one told. */
    released_by: z.enum(['donor', 'recipient', 'hospital']),
    reason: z.enum(['account_deleted', 'request_closed']),
  }),
});

/** A donor opened, for the first time, a request they were alerted for (an alert is opened once). */
export const AlertOpened = defineEvent({
  type: 'blood-request.alert-opened',
  version: 1,
  family: 'blood-requests',
  aggregateType: 'blood-request',
  payload: z.object({ request_id: z.string(), donor_id: z.uuid() }),
});
