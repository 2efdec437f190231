import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { BADGE_LABELS, BADGES, heroProgress, type Badge } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';

const donationStatsSchema = z.object({
  confirmed_donation: z.array(z.object({ id: z.string(), request_id: z.string(), date: z.iso.date() })),
  attempted_donation: z.object({ count: z.number().int() }),
  badges: z.array(z.object({ badge: z.enum(BADGES), label: z.string(), earned_at: z.iso.datetime() })),
  hero_progress: z.number().int().min(0).max(3),
});

@ApiTags('stats')
@ApiBearerAuth()
@Controller('requests')
export class GetDonationStatsController {
  constructor(private readonly em: EntityManager) {}

  /** The donor's own donation statistics and badges (the stats projector's read model). */
  @Get('stats')
  @ApiReply(donationStatsSchema)
  @ApiErrors(401)
  async stats(@CurrentUser() session: AuthenticatedUser) {
    const connection = this.em.fork().getConnection();
    const [donations, [stats], badges] = await Promise.all([
      connection.execute<{ match_id: string; request_id: string; donated_on: string }[]>(
        `select match_id, request_id, to_char(donated_on, 'YYYY-MM-DD') as donated_on
         from donor_donation where donor_id = ? order by donated_on desc, match_id`,
        [session.id],
      ),
      connection.execute<{ attempted_count: number }[]>(`select attempted_count from donor_stats where donor_id = ?`, [
        session.id,
      ]),
      connection.execute<{ badge: Badge; earned_at: string }[]>(
        `select badge, earned_at from donor_badge where donor_id = ? order by earned_at, badge`,
        [session.id],
      ),
    ]);
    return reply({
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
    });
  }
}
