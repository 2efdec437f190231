import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AdvocateApplicationDecided,
  AppealDonationRecorded,
  BadgeEarned,
  BloodRequestCreated,
  DonationAttempted,
  DonationConfirmed,
  UserRegistered,
  UserVerified,
  type EventEnvelope,
  type PayloadOf,
} from '@app/contracts';
import { badgesEarned, type Badge } from '@app/domain';
import { recordEvent, type AfterCommit, type Projector } from '@app/messaging';
import { CHART_EVENT_TYPES, recordChartFacts } from './service-charts.js';

/** Kinds of platform facts (rows of platform_fact) and what the home page calls them. */
export const PLATFORM_FACTS = {
  registeredDonor: 'registered-donor',
  donorSignup: 'donor-signup',
  donationRequest: 'donation-request',
  successfulMatch: 'successful-match',
  advocate: 'advocate',
} as const;

/**
 * Donation statistics. Per donor: confirmed donations (one per match) and attempted ones, and badges by the one
 * badge rule (`badgesEarned`), each badge earned once: BadgeEarned is recorded in the outbox in the same transaction.
 * The staff console's charts: see service-charts.ts.
 * Platform figures: registered donors are accounts that signed up as donors and verified their email; donation
 * requests are requests created; successful matches are confirmed donations; advocates are accepted applications.
 */
export class StatsProjector implements Projector {
  readonly name = 'stats';
  readonly handles = [
    ...new Set<string>([
      DonationConfirmed.type,
      DonationAttempted.type,
      AppealDonationRecorded.type,
      BloodRequestCreated.type,
      UserRegistered.type,
      UserVerified.type,
      AdvocateApplicationDecided.type,
      ...CHART_EVENT_TYPES,
    ]),
  ];

  async handle(em: EntityManager, event: EventEnvelope): Promise<void> {
    await recordChartFacts(em, event);
    const connection = em;
    const fact = (kind: string, subjectId: string) =>
      connection.execute(
        `insert into platform_fact (kind, subject_id, created_at) values (?, ?, now()) on conflict do nothing`,
        [kind, subjectId],
      );
    switch (event.type) {
      case DonationConfirmed.type:
      case DonationAttempted.type:
      case AppealDonationRecorded.type:
        await this.countDonations(em, [event]);
        return;
      case BloodRequestCreated.type:
        await fact(PLATFORM_FACTS.donationRequest, (event.payload as PayloadOf<typeof BloodRequestCreated>).request_id);
        return;
      case UserRegistered.type: {
        const payload = event.payload as PayloadOf<typeof UserRegistered>;
        if (payload.role === 'donor') await fact(PLATFORM_FACTS.donorSignup, payload.user_id);
        return;
      }
      case UserVerified.type: {
        // A user's events share a key, so the sign-up was projected before its verification.
        const { user_id } = event.payload as PayloadOf<typeof UserVerified>;
        await connection.execute(
          `insert into platform_fact (kind, subject_id, created_at)
           select ?, subject_id, now() from platform_fact where kind = ? and subject_id = ?
           on conflict do nothing`,
          [PLATFORM_FACTS.registeredDonor, PLATFORM_FACTS.donorSignup, user_id],
        );
        return;
      }
      case AdvocateApplicationDecided.type: {
        const payload = event.payload as PayloadOf<typeof AdvocateApplicationDecided>;
        if (payload.decision === 'accepted') await fact(PLATFORM_FACTS.advocate, payload.application_id);
        else
          await connection.execute(`delete from platform_fact where kind = ? and subject_id = ?`, [
            PLATFORM_FACTS.advocate,
            payload.application_id,
          ]);
        return;
      }
    }
  }

  /**
   * A chunk: the platform facts event by event (each its own statement, and rare), the donors' events together in
   * one statement (countDonations). The two touch different rows, so doing the facts first changes nothing.
   */
  async handleBatch(em: EntityManager, events: EventEnvelope[]): Promise<AfterCommit[]> {
    for (const event of events) if (!isDonorEvent(event)) await this.handle(em, event);
    const donorEvents = events.filter(isDonorEvent);
    for (const event of donorEvents) await recordChartFacts(em, event);
    if (donorEvents.length) await this.countDonations(em, donorEvents);
    return [];
  }

  /**
   * Donations confirmed and attempted, in stream order, in one statement however many: each donation stored once
   * per match, the platform's successful match, and the donors' counters; the same statement returns each donor's
   * record as it stood before (its reads see the statement's snapshot, not its own writes) and which donations were
   * new. Then the badge rule runs event by event in memory, each at its event's time, as if each event had been
   * applied alone, and the badges earned are inserted once, each raising BadgeEarned in this transaction.
   */
  private async countDonations(em: EntityManager, delivered: EventEnvelope[]): Promise<void> {
    const events = delivered.map(asConfirmedDonation);
    const confirmed = new Map<string, PayloadOf<typeof DonationConfirmed>>();
    const attempts = new Map<string, number>();
    for (const event of events) {
      const { donor_id } = event.payload as { donor_id: string };
      const donor = donor_id.toLowerCase();
      attempts.set(donor, (attempts.get(donor) ?? 0) + (event.type === DonationAttempted.type ? 1 : 0));
      if (event.type !== DonationConfirmed.type) continue;
      const payload = event.payload as PayloadOf<typeof DonationConfirmed>;
      if (!confirmed.has(payload.match_id)) confirmed.set(payload.match_id, payload);
    }
    const donations = [...confirmed.values()];
    const donors = [...attempts.keys()];
    const rows = await em.execute<DonorRecord[]>(
      `with ${
        donations.length
          ? `donation as (
              insert into donor_donation (match_id, donor_id, request_id, donated_on)
              values ${donations.map(() => '(?, ?::uuid, ?, ?::date)').join(', ')}
              on conflict do nothing returning match_id, donor_id, to_char(donated_on, 'YYYY-MM-DD') as donated_on),
            matched as (
              insert into platform_fact (kind, subject_id, created_at)
              values ${donations.map(() => '(?, ?, now())').join(', ')} on conflict do nothing),`
          : `donation as (select null::text as match_id, null::uuid as donor_id, null::text as donated_on where false),`
      }
       counted as (
         insert into donor_stats as s (donor_id, attempted_count, confirmed_count, updated_at)
         select d.donor_id, d.attempted, (select count(*) from donation where donation.donor_id = d.donor_id), now()
         from (values ${donors.map(() => '(?::uuid, ?::int)').join(', ')}) as d (donor_id, attempted)
         on conflict (donor_id) do update set attempted_count = s.attempted_count + excluded.attempted_count,
           confirmed_count = s.confirmed_count + excluded.confirmed_count, updated_at = now())
       select d.donor_id::text as donor_id,
         coalesce((select attempted_count from donor_stats s where s.donor_id = d.donor_id), 0) as attempted_count,
         array(select to_char(donated_on, 'YYYY-MM-DD') from donor_donation x where x.donor_id = d.donor_id) as dates,
         array(select badge from donor_badge b where b.donor_id = d.donor_id) as earned,
         coalesce((select json_object_agg(match_id, donated_on) from donation where donation.donor_id = d.donor_id),
           '{}') as new_donations
       from (values ${donors.map(() => '(?::uuid)').join(', ')}) as d (donor_id)`,
      [
        ...donations.flatMap((donation) => [
          donation.match_id,
          donation.donor_id,
          donation.request_id,
          donation.donated_on,
        ]),
        ...donations.flatMap((donation) => [PLATFORM_FACTS.successfulMatch, donation.match_id]),
        ...donors.flatMap((donor) => [donor, attempts.get(donor)!]),
        ...donors,
      ],
    );
    const records = new Map(
      rows.map((row) => [
        row.donor_id,
        {
          confirmedDates: row.dates.map(day),
          attemptedCount: Number(row.attempted_count),
          earned: new Set<string>(row.earned),
          newDonations: new Map(Object.entries(row.new_donations)),
        },
      ]),
    );
    const awards: { donorId: string; badge: Badge }[] = [];
    for (const event of events) {
      const { donor_id: donorId } = event.payload as { donor_id: string };
      const record = records.get(donorId.toLowerCase())!;
      if (event.type === DonationAttempted.type) record.attemptedCount++;
      else {
        const { match_id } = event.payload as PayloadOf<typeof DonationConfirmed>;
        const donatedOn = record.newDonations.get(match_id);
        record.newDonations.delete(match_id);
        if (donatedOn) record.confirmedDates.push(day(donatedOn));
      }
      for (const badge of badgesEarned(record, new Date(event.occurred_at)))
        if (!record.earned.has(badge)) {
          record.earned.add(badge);
          awards.push({ donorId, badge });
        }
    }
    await this.awardBadges(em, awards);
  }

  /**
   * Locks the batch's donors up front, in one order, so two batches sharing donors wait for each other instead of
   * deadlocking (each event then takes its donor's row lock again, already held).
   */
  async prepareBatch(em: EntityManager, events: EventEnvelope[]): Promise<void> {
    const donors = [
      ...new Set(events.filter(isDonorEvent).map((event) => (event.payload as { donor_id: string }).donor_id)),
    ].sort();
    if (donors.length === 0) return;
    await em.execute(
      `select pg_advisory_xact_lock(hashtext('donor-stats:' || donor)) from unnest(array[?]::text[]) as donor order by donor`,
      [donors],
    );
  }

  /** Each badge is inserted once, and only a first insert raises BadgeEarned (same transaction), in `awards` order. */
  private async awardBadges(em: EntityManager, awards: { donorId: string; badge: Badge }[]): Promise<void> {
    if (awards.length === 0) return;
    const inserted = await em.execute<{ donor_id: string; badge: Badge }[]>(
      `insert into donor_badge (donor_id, badge, earned_at) values ${awards.map(() => '(?, ?, now())').join(', ')}
         on conflict do nothing returning donor_id::text as donor_id, badge`,
      awards.flatMap(({ donorId, badge }) => [donorId, badge]),
    );
    const first = new Set(inserted.map(({ donor_id, badge }) => `${donor_id}:${badge}`));
    const earned = awards.filter(({ donorId, badge }) => first.has(`${donorId.toLowerCase()}:${badge}`));
    if (earned.length === 0) return;
    for (const { donorId, badge } of earned) recordEvent(em, BadgeEarned, donorId, { donor_id: donorId, badge });
    await em.flush();
  }
}

const isDonorEvent = (event: EventEnvelope) =>
  event.type === DonationConfirmed.type ||
  event.type === DonationAttempted.type ||
  event.type === AppealDonationRecorded.type;

/**
 * A donation a hospital recorded for an appeal counts as a confirmed one: its response is the "match" (one
 * donation per response) and the appeal the "request".
 */
const asConfirmedDonation = (event: EventEnvelope): EventEnvelope => {
  if (event.type !== AppealDonationRecorded.type) return event;
  const payload = event.payload as PayloadOf<typeof AppealDonationRecorded>;
  const confirmed: Omit<PayloadOf<typeof DonationConfirmed>, 'recipient_user_id'> = {
    request_id: `appeal:${payload.appeal_id}`,
    match_id: payload.response_id,
    donor_id: payload.donor_id,
    donated_on: payload.donated_on,
  };
  return { ...event, type: DonationConfirmed.type, payload: confirmed };
};

const day = (date: string) => new Date(`${date}T00:00:00Z`);

interface DonorRecord {
  donor_id: string;
  attempted_count: number | string;
  dates: string[];
  earned: string[];
  new_donations: Record<string, string>;
}

/** The home page's figures, counted from the stats projector's facts. */
export const platformFigures = async (em: EntityManager) => {
  const rows = await em.execute<{ kind: string; n: string }[]>(
    `select kind, count(*) as n from platform_fact group by kind`,
  );
  const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.n ?? 0);
  return {
    registered_donors: count(PLATFORM_FACTS.registeredDonor),
    donation_requests: count(PLATFORM_FACTS.donationRequest),
    successful_matches: count(PLATFORM_FACTS.successfulMatch),
    advocates: count(PLATFORM_FACTS.advocate),
  };
};
