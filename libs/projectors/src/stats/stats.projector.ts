import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AdvocateApplicationDecided,
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
import { recordEvent, type Projector } from '@app/messaging';

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
 * Platform figures: registered donors are accounts that signed up as donors and verified their email; donation
 * requests are requests created; successful matches are confirmed donations; advocates are accepted applications.
 */
export class StatsProjector implements Projector {
  readonly name = 'stats';
  readonly handles = [
    DonationConfirmed.type,
    DonationAttempted.type,
    BloodRequestCreated.type,
    UserRegistered.type,
    UserVerified.type,
    AdvocateApplicationDecided.type,
  ];

  async handle(em: EntityManager, event: EventEnvelope): Promise<void> {
    const connection = em;
    const fact = (kind: string, subjectId: string) =>
      connection.execute(
        `insert into platform_fact (kind, subject_id, created_at) values (?, ?, now()) on conflict do nothing`,
        [kind, subjectId],
      );
    switch (event.type) {
      case DonationConfirmed.type: {
        const payload = event.payload as PayloadOf<typeof DonationConfirmed>;
        // One statement: the donation (once per match), the platform's successful match, and the donor's counter,
        // whose row lock makes badge decisions for one donor happen one at a time.
        const [stats] = await connection.execute<StatsRow[]>(
          `with donation as (
             insert into donor_donation (match_id, donor_id, request_id, donated_on) values (?, ?, ?, ?)
             on conflict do nothing returning donated_on),
           matched as (insert into platform_fact (kind, subject_id, created_at) values (?, ?, now()) on conflict do nothing)
           insert into donor_stats as s (donor_id, confirmed_count, updated_at)
           values (?, (select count(*) from donation), now())
           on conflict (donor_id) do update set confirmed_count = s.confirmed_count + excluded.confirmed_count, updated_at = now()
           returning attempted_count,
             array(select to_char(donated_on, 'YYYY-MM-DD') from donor_donation where donor_id = s.donor_id
                   union all select to_char(donated_on, 'YYYY-MM-DD') from donation) as dates,
             array(select badge from donor_badge where donor_id = s.donor_id) as earned`,
          [
            payload.match_id,
            payload.donor_id,
            payload.request_id,
            payload.donated_on,
            PLATFORM_FACTS.successfulMatch,
            payload.match_id,
            payload.donor_id,
          ],
        );
        await this.awardBadges(em, payload.donor_id, stats!, new Date(event.occurred_at));
        return;
      }
      case DonationAttempted.type: {
        const payload = event.payload as PayloadOf<typeof DonationAttempted>;
        const [stats] = await connection.execute<StatsRow[]>(
          `insert into donor_stats as s (donor_id, attempted_count, updated_at) values (?, 1, now())
           on conflict (donor_id) do update set attempted_count = s.attempted_count + 1, updated_at = now()
           returning attempted_count,
             array(select to_char(donated_on, 'YYYY-MM-DD') from donor_donation where donor_id = s.donor_id) as dates,
             array(select badge from donor_badge where donor_id = s.donor_id) as earned`,
          [payload.donor_id],
        );
        await this.awardBadges(em, payload.donor_id, stats!, new Date(event.occurred_at));
        return;
      }
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
   * Locks the batch's donors up front, in one order, so two batches sharing donors wait for each other instead of
   * deadlocking (each event then takes its donor's row lock again, already held).
   */
  async prepareBatch(em: EntityManager, events: EventEnvelope[]): Promise<void> {
    const donors = [
      ...new Set(
        events
          .filter((event) => event.type === DonationConfirmed.type || event.type === DonationAttempted.type)
          .map((event) => (event.payload as { donor_id: string }).donor_id),
      ),
    ].sort();
    if (donors.length === 0) return;
    await em.execute(
      `select pg_advisory_xact_lock(hashtext('donor-stats:' || donor)) from unnest(array[?]::text[]) as donor order by donor`,
      [donors],
    );
  }

  /** Badges by the one rule; each is inserted once, and only a first insert raises BadgeEarned (same transaction). */
  private async awardBadges(em: EntityManager, donorId: string, stats: StatsRow, now: Date): Promise<void> {
    const badges = badgesEarned(
      {
        confirmedDates: stats.dates.map((date) => new Date(`${date}T00:00:00Z`)),
        attemptedCount: stats.attempted_count,
      },
      now,
    ).filter((badge) => !stats.earned.includes(badge));
    if (badges.length === 0) return;
    const earned = await em.execute<{ badge: Badge }[]>(
      `insert into donor_badge (donor_id, badge, earned_at) values ${badges.map(() => '(?, ?, now())').join(', ')}
         on conflict do nothing returning badge`,
      badges.flatMap((badge) => [donorId, badge]),
    );
    if (earned.length === 0) return;
    for (const { badge } of earned) recordEvent(em, BadgeEarned, donorId, { donor_id: donorId, badge });
    await em.flush();
  }
}

interface StatsRow {
  attempted_count: number;
  dates: string[];
  earned: string[];
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
