import { donorSearchOrder } from '../blood/blood-compatibility.js';
import type { BloodGroup } from '../blood/blood-group.js';
import { donorIneligibility, type DonorProfile, type IneligibilityReason } from '../donors/donor-eligibility.js';

/**
 * Alerts are budgeted per donor: at most the daily cap (DONOR_ALERTS_PER_DAY) in any 24 hours, and at most one of
 * those from any one requester, so silencing a donor by spending their alerts takes as many accounts as the cap
 * (a genuine request still reaches them); account creation limits make those accounts costly too.
 */
export const ALERT_WINDOW_MS = 24 * 3_600_000;
export const ALERTS_PER_REQUESTER_PER_WINDOW = 1;

/** The start of the 24 hours whose alerts count against a donor's budget. */
export const alertWindowStart = (now: Date): Date => new Date(now.getTime() - ALERT_WINDOW_MS);

export interface DonorAlerts {
  /** Alerts the donor received in the window, from anyone. */
  inWindow: number;
  /** Of those, alerts for requests of this request's requester. */
  fromRequesterInWindow: number;
}

export type AlertBudgetExclusion = 'daily_alert_cap' | 'requester_alerted_today';

export const alertBudgetExclusions = (alerts: DonorAlerts, dailyCap: number): AlertBudgetExclusion[] => {
  const exclusions: AlertBudgetExclusion[] = [];
  if (alerts.inWindow >= dailyCap) exclusions.push('daily_alert_cap');
  if (alerts.fromRequesterInWindow >= ALERTS_PER_REQUESTER_PER_WINDOW) exclusions.push('requester_alerted_today');
  return exclusions;
};

/** Every reason a donor is left out of a request's targeted search (distance aside). */
export type TargetingExclusion = IneligibilityReason | AlertBudgetExclusion | 'incompatible_blood' | 'already_targeted';

export interface TargetingCandidate extends DonorProfile {
  bloodGroup: BloodGroup | null;
  /** Already targeted for this request (a donor is asked once per request). */
  alreadyTargeted: boolean;
  alerts: DonorAlerts;
}

/**
 * The targeted search's whole rule for one donor and one request: eligibility, blood compatibility, once per
 * request, and the alert budget. The search runs it as SQL; a parity test holds the two to the same answers.
 */
export const targetingExclusions = (
  donor: TargetingCandidate,
  request: { ownerId: string; bloodGroup: BloodGroup },
  context: { now: Date; dailyAlertCap: number },
): TargetingExclusion[] => [
  ...donorIneligibility(donor, { requestOwnerId: request.ownerId, now: context.now }),
  ...(donor.bloodGroup && donorSearchOrder(request.bloodGroup).includes(donor.bloodGroup)
    ? []
    : (['incompatible_blood'] as const)),
  ...(donor.alreadyTargeted ? (['already_targeted'] as const) : []),
  ...alertBudgetExclusions(donor.alerts, context.dailyAlertCap),
];
