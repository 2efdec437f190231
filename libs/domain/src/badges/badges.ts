/**
 * The spec reads badges three ways; this is the one rule the product uses (docs/product-rules.md, "Badges"):
 * Life Saver at 1 or more confirmed donations, Hero at 3 or more confirmed donations within 12 months,
 * Zeal ("We see you!") at 1 or more attempted donations.
 */
export const BADGES = ['life_saver', 'hero', 'zeal'] as const;
export type Badge = (typeof BADGES)[number];

export const BADGE_LABELS: Record<Badge, string> = {
  life_saver: 'Life Saver',
  hero: 'Hero',
  zeal: 'We see you!',
};

export const HERO_DONATIONS_PER_YEAR = 3;

export interface DonationRecord {
  confirmedDates: Date[];
  attemptedCount: number;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export const badgesEarned = (record: DonationRecord, now: Date = new Date()): Badge[] => {
  const badges: Badge[] = [];
  if (record.confirmedDates.length >= 1) badges.push('life_saver');
  const withinYear = record.confirmedDates.filter((date) => now.getTime() - date.getTime() <= YEAR_MS);
  if (withinYear.length >= HERO_DONATIONS_PER_YEAR) badges.push('hero');
  if (record.attemptedCount >= 1) badges.push('zeal');
  return badges;
};

/** Hearts filled on the achievements page: the count modulo 3, shown as 3 on every positive multiple of 3. */
export const heroProgress = (confirmedCount: number): number => {
  if (confirmedCount <= 0) return 0;
  const remainder = confirmedCount % HERO_DONATIONS_PER_YEAR;
  return remainder === 0 ? HERO_DONATIONS_PER_YEAR : remainder;
};

/** The one badge the dashboard shows beside the greeting: the highest the donor holds. */
const BADGE_RANK: readonly Badge[] = ['hero', 'life_saver', 'zeal'];
export const headlineBadge = (earned: readonly Badge[]): Badge | null =>
  BADGE_RANK.find((badge) => earned.includes(badge)) ?? null;

/** The donor's badges from the stats the API serves (confirmed donation days and the attempted count). */
export const badgesFromStats = (
  stats: { confirmed_donation: readonly { date: string }[]; attempted_donation: { count: number } },
  now: Date = new Date(),
): Badge[] =>
  badgesEarned(
    {
      confirmedDates: stats.confirmed_donation.map((donation) => new Date(`${donation.date}T12:00:00Z`)),
      attemptedCount: stats.attempted_donation.count,
    },
    now,
  );
