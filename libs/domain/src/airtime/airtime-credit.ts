import type { Gender } from '../people/gender.js';
import { addMonthsClamped, donationIntervalMonths } from '../donors/donor-eligibility.js';

/**
 * The thank-you credit a donor receives after a confirmed donation, towards their data and travel. It is never
 * cash and never payment for blood: donation stays voluntary and unpaid.
 * - awaiting_phone: earned, but the donor has no verified phone number yet; it is sent once they verify one;
 * - pending: decided and queued for the provider (or sent and awaiting the provider's final answer);
 * - sent: the provider delivered it; failed: given up (staff may retry); over_budget: the platform's daily or
 *   monthly airtime budget was spent when the donation was confirmed, so nothing is sent.
 */
export const AIRTIME_STATUSES = ['awaiting_phone', 'pending', 'sent', 'failed', 'over_budget'] as const;
export type AirtimeStatus = (typeof AIRTIME_STATUSES)[number];

/** Who confirmed the donation: the recipient, or an officer of the hospital who took the donor's code. */
export type DonationConfirmer = 'recipient' | 'officer';

export interface AirtimeDecisionInput {
  /** The match's status once the confirmation is applied: only `confirmed` earns (never attempted or disputed). */
  matchStatus: 'accepted' | 'confirmed' | 'no_show';
  confirmedBy: DonationConfirmer;
  /** Whether the hospital has an active officer on the platform (who can record donations by code). */
  hospitalHasOfficer: boolean;
  donorGender: Gender | null;
  /** The donor's verified phone number, null when they have none. */
  verifiedPhone: string | null;
  /** When the donor was last credited (any decided credit that was not refused for budget), or null. */
  lastCreditedAt: Date | null;
  amountNgn: number;
  spentTodayNgn: number;
  spentThisMonthNgn: number;
  dailyBudgetNgn: number;
  monthlyBudgetNgn: number;
  now: Date;
}

export type AirtimeDecision =
  | { credit: false; reason: 'not_confirmed' | 'not_the_confirmer' | 'within_rest_period' }
  | { credit: true; status: Extract<AirtimeStatus, 'pending' | 'awaiting_phone' | 'over_budget'> };

/**
 * Whose confirmation earns the credit: where the hospital has an officer on the platform, only the officer's;
 * elsewhere the recipient's. The one place to change when officers confirm donations.
 */
export const confirmationEarnsAirtime = (confirmedBy: DonationConfirmer, hospitalHasOfficer: boolean): boolean =>
  hospitalHasOfficer ? confirmedBy === 'officer' : confirmedBy === 'recipient';

/** The donor's rest period after a credit has passed (the same 3 or 4 months as between donations). */
export const restPeriodOver = (lastCreditedAt: Date | null, gender: Gender | null, now: Date): boolean =>
  !lastCreditedAt || addMonthsClamped(lastCreditedAt, donationIntervalMonths(gender ?? 'Male')) <= now;

/**
 * Whether a confirmed donation earns the donor a credit, and in which state it starts. Budgets are checked here,
 * when the donation is confirmed, so the platform never commits to more than it set aside.
 */
export const decideAirtime = (input: AirtimeDecisionInput): AirtimeDecision => {
  if (input.matchStatus !== 'confirmed') return { credit: false, reason: 'not_confirmed' };
  if (!confirmationEarnsAirtime(input.confirmedBy, input.hospitalHasOfficer))
    return { credit: false, reason: 'not_the_confirmer' };
  if (!restPeriodOver(input.lastCreditedAt, input.donorGender, input.now))
    return { credit: false, reason: 'within_rest_period' };
  if (
    input.spentTodayNgn + input.amountNgn > input.dailyBudgetNgn ||
    input.spentThisMonthNgn + input.amountNgn > input.monthlyBudgetNgn
  )
    return { credit: true, status: 'over_budget' };
  return { credit: true, status: input.verifiedPhone ? 'pending' : 'awaiting_phone' };
};

const LAGOS_OFFSET_MS = 3_600_000; // West Africa Time, UTC+1 all year

/** The Lagos date and time as YYYYMMDDHHmm (VTpass wants a request id starting with it). */
export const lagosMinute = (now: Date): string =>
  new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().replace(/[-:T]/g, '').slice(0, 12);

/** The Lagos calendar day (YYYY-MM-DD) and month (YYYY-MM) a moment falls in: the budgets' periods. */
export const lagosDay = (now: Date): string => new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The provider's idempotency key for one credit: the Lagos minute it was made, then a random part (letters and
 * digits only). A new key is made only when the provider refused the last one for good.
 */
export const airtimeRequestId = (now: Date, random: string): string =>
  `${lagosMinute(now)}${random.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)}`;

export const NIGERIAN_NETWORKS = ['mtn', 'glo', 'airtel', '9mobile'] as const;
export type NigerianNetwork = (typeof NIGERIAN_NETWORKS)[number];

/** Number prefixes (after 234) as the networks were allocated them; a ported number keeps its old prefix. */
const PREFIXES: Record<NigerianNetwork, string[]> = {
  mtn: ['703', '704', '706', '803', '806', '810', '813', '814', '816', '903', '906', '913', '916', '7025', '7026'],
  glo: ['705', '805', '807', '811', '815', '905', '915'],
  airtel: ['701', '708', '802', '808', '812', '901', '902', '904', '907', '912'],
  '9mobile': ['809', '817', '818', '908', '909'],
};

/** The network a Nigerian number (234XXXXXXXXXX) belongs to by its prefix, or null when the prefix is unknown. */
export const networkOfNumber = (phone: string): NigerianNetwork | null => {
  const local = phone.replace(/^\+?234/, '');
  return NIGERIAN_NETWORKS.find((network) => PREFIXES[network].some((prefix) => local.startsWith(prefix))) ?? null;
};

/** Tries of one credit before it is shown to staff as failed. */
export const AIRTIME_MAX_ATTEMPTS = 6;
/** Waits before the 2nd, 3rd... try (or requery): a provider outage of an hour or so loses nothing. */
export const AIRTIME_RETRY_DELAYS_SECONDS = [60, 300, 900, 1800, 3600];

export const airtimeRetryDelaySeconds = (attempts: number): number =>
  AIRTIME_RETRY_DELAYS_SECONDS[Math.min(Math.max(attempts, 1), AIRTIME_RETRY_DELAYS_SECONDS.length) - 1]!;
