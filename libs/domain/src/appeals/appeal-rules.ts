import { donorsFor } from '../blood/blood-compatibility.js';
import { BLOOD_GROUPS, type BloodGroup } from '../blood/blood-group.js';
import { greatCircleKm } from '../blood-requests/donor-search.js';
import { donorIneligibility, type DonorProfile, type IneligibilityReason } from '../donors/donor-eligibility.js';

export const APPEAL_AREA_KINDS = ['state', 'lgas', 'radius'] as const;
export type AppealAreaKind = (typeof APPEAL_AREA_KINDS)[number];
export const APPEAL_STATUSES = ['running', 'filled', 'stopped', 'ended'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_END_REASONS = ['stopped', 'filled', 'expired'] as const;
export type AppealEndReason = (typeof APPEAL_END_REASONS)[number];

export const DEFAULT_APPEAL_PER_HOUR = 4;
export const DEFAULT_APPEAL_MARGIN_PERCENT = 20;
export const MAX_APPEAL_MARGIN_PERCENT = 100;
export const MAX_APPEAL_RADIUS_KM = 300;
export const MAX_APPEAL_REASON_LENGTH = 160;
/** An appeal is for a disaster or a shortage now: it runs at most a week. */
export const MAX_APPEAL_HOURS = 7 * 24;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Where an appeal reaches donors: a whole state, some of its LGAs, or a radius around the hospital. */
export interface AppealArea {
  kind: AppealAreaKind;
  stateId: number;
  lgas?: string[];
  radiusKm?: number;
}

/** An LGA by the position of its seat: the domain holds no boundaries, so a donor belongs to the nearest seat. */
export interface LgaSeat {
  name: string;
  latitude: number;
  longitude: number;
}

/** The donor groups an appeal asks for: those named, or every group that can give to `compatibleWith`. */
export const appealDonorGroups = (asked: {
  bloodGroups?: readonly BloodGroup[] | null;
  compatibleWith?: BloodGroup | null;
}): BloodGroup[] => {
  if (asked.compatibleWith) return donorsFor(asked.compatibleWith);
  const named = new Set(asked.bloodGroups ?? []);
  return BLOOD_GROUPS.filter((group) => named.has(group));
};

/** How many donors coming fill the appeal: the units wanted and the hospital's margin for those who cannot give. */
export const appealTarget = (unitsWanted: number, marginPercent: number): number =>
  Math.ceil((unitsWanted * (100 + marginPercent)) / 100);

export const isAppealFilled = (coming: number, unitsWanted: number, marginPercent: number): boolean =>
  coming >= appealTarget(unitsWanted, marginPercent);

/** The start of the week whose appeals count against a donor's appeal cap (APPEAL_COOLDOWN_DAYS). */
export const appealCooldownStart = (now: Date, cooldownDays: number): Date =>
  new Date(now.getTime() - cooldownDays * DAY_MS);

/** The seat nearest a position among a state's LGA seats (null when the state has none). */
export const nearestLgaSeat = (point: { latitude: number; longitude: number }, seats: readonly LgaSeat[]) => {
  let best: LgaSeat | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const seat of seats) {
    const km = greatCircleKm(point, seat);
    if (km < bestKm) [best, bestKm] = [seat, km];
  }
  return best;
};

export type AppealExclusion =
  Exclude<IneligibilityReason, 'own_request'> | 'incompatible_blood' | 'out_of_area' | 'appeal_cooldown';

export interface AppealCandidate extends DonorProfile {
  bloodGroup: BloodGroup | null;
  stateId: number | null;
  latitude: number | null;
  longitude: number | null;
  /** When another appeal last reached the donor (null: never). */
  lastAppealReachedAt: Date | null;
}

export interface AppealReach {
  donorGroups: readonly BloodGroup[];
  area: AppealArea;
  hospital: { latitude: number; longitude: number };
  /** The seats of the area's state's LGAs (for an `lgas` area). */
  stateLgaSeats: readonly LgaSeat[];
}

export const inAppealArea = (
  donor: Pick<AppealCandidate, 'stateId' | 'latitude' | 'longitude'>,
  reach: AppealReach,
) => {
  const { area } = reach;
  const position =
    donor.latitude === null || donor.longitude === null
      ? null
      : { latitude: donor.latitude, longitude: donor.longitude };
  switch (area.kind) {
    case 'state':
      return donor.stateId === area.stateId;
    case 'lgas': {
      if (donor.stateId !== area.stateId || !position) return false;
      const seat = nearestLgaSeat(position, reach.stateLgaSeats);
      return seat !== null && (area.lgas ?? []).includes(seat.name);
    }
    case 'radius':
      // A radius crosses state lines: a donor across the border may be the nearest.
      return position !== null && greatCircleKm(position, reach.hospital) <= (area.radiusKm ?? 0);
  }
};

/**
 * The whole rule for one donor and one appeal: eligible to give now (age, rest, not suspended, not paused, not
 * already promised to a request), a group the appeal asks for, in its area, and no other appeal within the
 * cooldown. The fan-out runs it as SQL; a parity test holds the two to the same answers.
 */
export const appealExclusions = (
  donor: AppealCandidate,
  reach: AppealReach,
  context: { now: Date; cooldownDays: number },
): AppealExclusion[] => [
  ...(donorIneligibility(donor, { now: context.now }) as AppealExclusion[]),
  ...(donor.bloodGroup && reach.donorGroups.includes(donor.bloodGroup) ? [] : (['incompatible_blood'] as const)),
  ...(inAppealArea(donor, reach) ? [] : (['out_of_area'] as const)),
  ...(donor.lastAppealReachedAt && donor.lastAppealReachedAt > appealCooldownStart(context.now, context.cooldownDays)
    ? (['appeal_cooldown'] as const)
    : []),
];

const floorHour = (date: Date) => new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);

/** The hourly slots a donor may still choose: from the current hour to the last one starting before `until`. */
export const appealSlotStarts = (now: Date, until: Date): Date[] => {
  const starts: Date[] = [];
  for (let start = floorHour(now); start < until; start = new Date(start.getTime() + HOUR_MS)) starts.push(start);
  return starts;
};

/** Whether `start` is one of the slots a donor may choose now. */
export const isChoosableSlot = (start: Date, now: Date, until: Date): boolean =>
  start.getTime() % HOUR_MS === 0 && start >= floorHour(now) && start < until;
