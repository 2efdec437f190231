import { z } from 'zod';
import { isBlank, optionalText, requiredChoice, requiredText } from '../forms/fields.js';
import { latitudeField, longitudeField, stateIdField } from '../forms/profile.forms.js';

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
  nameEmpty: 'Hospital name cannot be empty',
  addressEmpty: 'Hospital address cannot be empty',
  townEmpty: 'Town cannot be empty',
  townNotFound: 'Town not found; choose a town from the list',
  suspensionReasonEmpty: 'Give a reason for the suspension',
  kindEmpty: 'Choose the kind of hospital',
  aliasesInvalid: 'Give at most 20 aliases, each at most 200 characters',
  facilityCodeTooLong: 'A facility code has at most 50 characters',
} as const;

/** Bounds a hospital's details keep however it enters the registry: the CSV import, a proposal, the staff form. */
export const HOSPITAL_LIMITS = {
  nameMin: 3,
  nameMax: 200,
  address: 300,
  place: 100,
  phone: 30,
  facilityCode: 50,
  alias: 200,
  aliases: 20,
} as const;

const M = HOSPITAL_MESSAGES;

const L = HOSPITAL_LIMITS;

const hospitalNameField = requiredText(M.nameEmpty).pipe(z.string().min(L.nameMin, M.nameEmpty).max(L.nameMax));
const hospitalPhoneField = optionalText(L.phone);

/** "My hospital is not listed": what a signed-in person proposes; its town places it (GeoNames position). */
export const hospitalProposalForm = z.object({
  name: hospitalNameField,
  address: requiredText(M.addressEmpty).pipe(z.string().max(L.address)),
  town: requiredText(M.townEmpty).pipe(z.string().max(L.place)),
  state_id: z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number().int().positive().optional(),
  ),
  phone: hospitalPhoneField,
});
export type HospitalProposal = z.output<typeof hospitalProposalForm>;

/** Other names of a hospital, trimmed, blanks dropped, each once whatever its case, never the name itself. */
export const distinctAliases = (name: string, aliases: readonly string[]): string[] => {
  const seen = new Set([name.trim().toLowerCase()]);
  return aliases
    .map((alias) => alias.replace(/\s+/g, ' ').trim())
    .filter((alias) => {
      const key = alias.toLowerCase();
      if (!alias || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/**
 * A hospital as staff add or edit it in the console, placed on the map: the position must lie in the chosen state,
 * which the API checks against the state polygons. The facility code is the registry import's key, so unique.
 */
export const hospitalDetailsForm = z
  .object({
    name: hospitalNameField,
    aliases: z.preprocess(
      (value) => (value === undefined || value === null ? [] : value),
      // Judged as a whole, so the message goes beside the one input that holds them all.
      z
        .array(z.unknown(), { error: M.aliasesInvalid })
        .max(L.aliases, M.aliasesInvalid)
        .refine(
          (aliases) => aliases.every((alias) => typeof alias === 'string' && alias.length <= L.alias),
          M.aliasesInvalid,
        )
        .transform((aliases) => aliases as string[]),
    ),
    kind: requiredChoice(HOSPITAL_KINDS, M.kindEmpty),
    address: optionalText(L.address),
    town: optionalText(L.place),
    lga: optionalText(L.place),
    state_id: stateIdField,
    latitude: latitudeField,
    longitude: longitudeField,
    phone: hospitalPhoneField,
    has_blood_bank: z.preprocess((value) => value ?? false, z.boolean()),
    facility_code: z.preprocess(
      (value) => (isBlank(value) ? undefined : typeof value === 'string' ? value.trim() : value),
      z.string().max(L.facilityCode, M.facilityCodeTooLong).optional(),
    ),
  })
  .transform((values) => ({ ...values, aliases: distinctAliases(values.name, values.aliases) }));
export type HospitalDetails = z.output<typeof hospitalDetailsForm>;
