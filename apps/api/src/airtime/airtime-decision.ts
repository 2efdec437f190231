import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '@app/config';
import { airtimeRequestId, decideAirtime, lagosDay, type AirtimeDecisionInput, type Gender } from '@app/domain';

export type AirtimeSettings = Pick<
  AppConfig,
  'AIRTIME_AMOUNT_NGN' | 'AIRTIME_DAILY_BUDGET_NGN' | 'AIRTIME_MONTHLY_BUDGET_NGN'
>;

export interface ConfirmedDonation {
  matchId: string;
  requestId: string;
  donorId: string;
  matchStatus: AirtimeDecisionInput['matchStatus'];
  confirmedBy: AirtimeDecisionInput['confirmedBy'];
  /** Whether the hospital has an active officer (`hospitalHasActiveOfficer`): then only their confirmation earns. */
  hospitalHasOfficer: boolean;
}

/** The start of the Lagos day and of the Lagos month `now` falls in. */
const budgetPeriods = (now: Date) => {
  const day = lagosDay(now);
  return { dayStart: new Date(`${day}T00:00:00+01:00`), monthStart: new Date(`${day.slice(0, 7)}-01T00:00:00+01:00`) };
};

/**
 * Decides the airtime thank-you for a donation inside the transaction that confirms it, so the credit exists
 * exactly when the confirmation commits. Decisions take one lock in turn, so the budgets and the donor's rest
 * period are read as the previous decision left them; the match's unique key keeps it to one credit per donation
 * whatever else runs. Returns the credit's id when one was recorded.
 */
export const decideAirtimeCredit = async (
  em: EntityManager,
  settings: AirtimeSettings,
  donation: ConfirmedDonation,
  now = new Date(),
): Promise<string | null> => {
  await em.execute(`select pg_advisory_xact_lock(hashtext('airtime_credit.decide'))`);
  const [donor] = await em.execute<
    { gender: Gender | null; verified_phone: string | null; last_credit: Date | null }[]
  >(
    `select u.gender, case when u.phone_verified_at is not null then u.phone_number end as verified_phone,
            (select max(decided_at) from airtime_credit a where a.donor_id = u.id and a.status <> 'over_budget'
              and a.match_id <> ?) as last_credit
       from app_user u where u.id = ?`,
    [donation.matchId, donation.donorId],
  );
  if (!donor) return null;
  const { dayStart, monthStart } = budgetPeriods(now);
  const [spent] = await em.execute<{ today: number; month: number }[]>(
    `select coalesce(sum(amount_ngn) filter (where decided_at >= ?), 0)::int as today,
            coalesce(sum(amount_ngn), 0)::int as month
       from airtime_credit where status <> 'over_budget' and decided_at >= ?`,
    [dayStart, monthStart],
  );
  const decision = decideAirtime({
    matchStatus: donation.matchStatus,
    confirmedBy: donation.confirmedBy,
    hospitalHasOfficer: donation.hospitalHasOfficer,
    donorGender: donor.gender,
    verifiedPhone: donor.verified_phone,
    lastCreditedAt: donor.last_credit ? new Date(donor.last_credit) : null,
    amountNgn: settings.AIRTIME_AMOUNT_NGN,
    spentTodayNgn: spent!.today,
    spentThisMonthNgn: spent!.month,
    dailyBudgetNgn: settings.AIRTIME_DAILY_BUDGET_NGN,
    monthlyBudgetNgn: settings.AIRTIME_MONTHLY_BUDGET_NGN,
    now,
  });
  if (!decision.credit) return null;
  const queued = decision.status === 'pending';
  const [row] = await em.execute<{ id: string }[]>(
    `insert into airtime_credit (id, match_id, request_id, donor_id, amount_ngn, status, phone_number,
                                 provider_request_id, next_attempt_at, decided_at, updated_at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (match_id) do nothing returning id`,
    [
      donation.matchId,
      donation.requestId,
      donation.donorId,
      settings.AIRTIME_AMOUNT_NGN,
      decision.status,
      queued ? donor.verified_phone : null,
      queued ? airtimeRequestId(now, randomUUID()) : null,
      queued ? now : null,
      now,
      now,
    ],
  );
  return row?.id ?? null;
};
