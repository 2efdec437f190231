import { describe, expect, it } from '@jest/globals';
import { badgesEarned, badgesFromStats, headlineBadge, heroProgress } from './badges.js';

const now = new Date('2026-11-22T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('badges', () => {
  it('earns nothing without donations', () => {
    expect(badgesEarned({ confirmedDates: [], attemptedCount: 0 }, now)).toEqual([]);
  });

  it('earns Life Saver at the first confirmed donation and Zeal at the first attempt', () => {
    expect(badgesEarned({ confirmedDates: [daysAgo(10)], attemptedCount: 0 }, now)).toEqual(['life_saver']);
    expect(badgesEarned({ confirmedDates: [], attemptedCount: 1 }, now)).toEqual(['zeal']);
  });

  it('earns Hero at three confirmed donations within twelve months only', () => {
    const recent = [daysAgo(10), daysAgo(120), daysAgo(240)];
    expect(badgesEarned({ confirmedDates: recent, attemptedCount: 0 }, now)).toEqual(['life_saver', 'hero']);
    const spread = [daysAgo(10), daysAgo(200), daysAgo(400)];
    expect(badgesEarned({ confirmedDates: spread, attemptedCount: 2 }, now)).toEqual(['life_saver', 'zeal']);
  });

  it('shows hero progress as the count modulo 3, with 3 on positive multiples', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(heroProgress)).toEqual([0, 1, 2, 3, 1, 2, 3, 1]);
  });

  it('headlines the highest badge held: Hero, then Life Saver, then Zeal', () => {
    expect(headlineBadge(['life_saver', 'hero', 'zeal'])).toBe('hero');
    expect(headlineBadge(['zeal', 'life_saver'])).toBe('life_saver');
    expect(headlineBadge(['zeal'])).toBe('zeal');
    expect(headlineBadge([])).toBeNull();
  });

  it('reads the badges from the stats the API serves', () => {
    const stats = (dates: string[], attempted: number) => ({
      confirmed_donation: dates.map((date) => ({ date })),
      attempted_donation: { count: attempted },
    });
    expect(badgesFromStats(stats([], 0), now)).toEqual([]);
    expect(badgesFromStats(stats(['2026-11-01'], 1), now)).toEqual(['life_saver', 'zeal']);
    expect(badgesFromStats(stats(['2026-11-01', '2026-07-01', '2026-03-01'], 0), now)).toEqual(['life_saver', 'hero']);
    expect(badgesFromStats(stats(['2026-11-01', '2026-07-01', '2025-03-01'], 0), now)).toEqual(['life_saver']);
  });
});
