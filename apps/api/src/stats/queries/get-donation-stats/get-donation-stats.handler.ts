import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { BADGE_LABELS, heroProgress, type Badge } from '@app/domain';
import { GetDonationStatsQuery } from './get-donation-stats.query.js';
import type { DonationStats } from './get-donation-stats.response.dto.js';

@QueryHandler(GetDonationStatsQuery)
export class GetDonationStatsHandler implements IQueryHandler<GetDonationStatsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId }: GetDonationStatsQuery): Promise<DonationStats> {
    const connection = this.em.fork().getConnection();
    const [donations, [stats], badges] = await Promise.all([
      connection.execute<{ match_id: string; request_id: string; donated_on: string }[]>(
        `select match_id, request_id, to_char(donated_on, 'YYYY-MM-DD') as donated_on
         from donor_donation where donor_id = ? order by donated_on desc, match_id`,
        [donorId],
      ),
      connection.execute<{ attempted_count: number }[]>(`select attempted_count from donor_stats where donor_id = ?`, [
        donorId,
      ]),
      connection.execute<{ badge: Badge; earned_at: string }[]>(
        `select badge, earned_at from donor_badge where donor_id = ? order by earned_at, badge`,
        [donorId],
      ),
    ]);
    return {
      confirmed_donation: donations.map((donation) => ({
        id: donation.match_id,
        request_id: donation.request_id,
        date: donation.donated_on,
      })),
      attempted_donation: { count: stats?.attempted_count ?? 0 },
      badges: badges.map((row) => ({
        badge: row.badge,
        label: BADGE_LABELS[row.badge],
        earned_at: new Date(row.earned_at).toISOString(),
      })),
      hero_progress: heroProgress(donations.length),
    };
  }
}
