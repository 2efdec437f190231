import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../errors/domain-errors.js';
import { isBlank, optionalText, requiredText } from '../forms/fields.js';

/** The kinds of facility the national Health Facility Registry distinguishes that take blood requests. */
export const HOSPITAL_KINDS = [
  'teaching',
  'federal_medical_centre',
  'general',
  'specialist',
  'private',
  'primary_care',
] as const;
export type HospitalKind = (typeof HOSPITAL_KINDS)[number];

/** listed: in the registry (imported or proposed), not yet checked; verified by staff; suspended: hidden, refused. */
export const HOSPITAL_STATUSES = ['listed', 'verified', 'suspended'] as const;
export type HospitalStatus = (typeof HOSPITAL_STATUSES)[number];

/** Where a hospital's row came from: the registry import, a user's proposal, staff, or the demo seed. */
export const HOSPITAL_SOURCES = ['registry', 'proposal', 'staff', 'demo'] as const;
export type HospitalSource = (typeof HOSPITAL_SOURCES)[number];

/** Where its position came from: the registry's coordinates, its town's position (GeoNames), or staff on a map. */
export const HOSPITAL_POSITION_SOURCES = ['registry', 'town', 'staff'] as const;
export type HospitalPositionSource = (typeof HOSPITAL_POSITION_SOURCES)[number];

/**
 * Reach follows trust. A request at a hospital nobody has verified (or named only in free text) runs the first,
 * closest wave only and alerts at most this many donors; a verified hospital's request widens wave by wave to the
 * whole state. With the per-requester alert rule (one alert per donor per requester a day), a group of k accounts
 * can spend at most k × (requests a day) × this many alerts through unverified hospitals.
 */
export const UNVERIFIED_HOSPITAL_MAX_TARGETS = 5;

export interface HospitalReach {
  /** The most waves the search may run. */
  waves: number | null;
  /** The most donors the request may alert, whatever its units; null when only the units decide. */
  maxTargets: number | null;
}

export const hospitalReach = (verified: boolean): HospitalReach =>
  verified ? { waves: null, maxTargets: null } : { waves: 1, maxTargets: UNVERIFIED_HOSPITAL_MAX_TARGETS };

export const HOSPITAL_MESSAGES = {
  hospitalNotFound: 'Hospital not found',
  hospitalSuspended: 'This hospital cannot take blood requests at the moment',
  hospitalNotVerified: 'Requests can only be made at a verified hospital for now; choose a verified hospital',
  nameEmpty: 'Hospital name cannot be empty',
  addressEmpty: 'Hospital address cannot be empty',
  townEmpty: 'Town cannot be empty',
  townNotFound: 'Town not found; choose a town from the list',
  suspensionReasonEmpty: 'Give a reason for the suspension',
} as const;

const M = HOSPITAL_MESSAGES;

export class HospitalNotFoundError extends NotFoundError {
  constructor() {
    super(M.hospitalNotFound, 'hospital_not_found');
  }
}

/** A request refused for its hospital: suspended, or not verified where only verified hospitals are accepted. */
export class HospitalRefusedError extends ForbiddenError {
  constructor(reason: 'hospital_suspended' | 'hospital_not_verified') {
    super(reason === 'hospital_suspended' ? M.hospitalSuspended : M.hospitalNotVerified, reason);
  }
}

/** "My hospital is not listed": what a signed-in person proposes; its town places it (GeoNames position). */
export const hospitalProposalForm = z.object({
  name: requiredText(M.nameEmpty).pipe(z.string().min(3, M.nameEmpty).max(200)),
  address: requiredText(M.addressEmpty).pipe(z.string().max(300)),
  town: requiredText(M.townEmpty).pipe(z.string().max(100)),
  state_id: z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number().int().positive().optional(),
  ),
  phone: optionalText(30),
});
export type HospitalProposal = z.output<typeof hospitalProposalForm>;
