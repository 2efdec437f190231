import { z } from 'zod';
import { BADGES } from '@app/domain';

export const donationStatsSchema = z.object({
  confirmed_donation: z.array(z.object({ id: z.string(), request_id: z.string(), date: z.iso.date() })),
  attempted_donation: z.object({ count: z.number().int() }),
  badges: z.array(z.object({ badge: z.enum(BADGES), label: z.string(), earned_at: z.iso.datetime() })),
  hero_progress: z.number().int().min(0).max(3),
});

export type DonationStats = z.infer<typeof donationStatsSchema>;
