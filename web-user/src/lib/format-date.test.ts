import { beforeAll, describe, expect, it } from 'vitest';
import { formatArticleDate, formatDateTime, formatDay, formatTime, formatWhen, monthOptions } from './format-date';
import { i18next } from './i18n';

const at = new Date('2026-11-28T09:00:00Z');
const before = (seconds: number) => new Date(at.getTime() - seconds * 1000);

describe('dates, one way on every screen', () => {
  beforeAll(() => i18next.loadLanguages(['ha', 'yo', 'ig', 'pcm']));

  it('writes English days and times in Lagos time, on the 24-hour clock', () => {
    expect(formatDateTime(at, 'en')).toBe('28 November 2026, 10:00');
    expect(formatTime('2026-11-28T22:30:00Z')).toBe('23:30');
    // A calendar day stays that day wherever the phone is.
    expect(formatDay('2026-11-27', 'en')).toBe('27 November 2026');
    expect(formatArticleDate(new Date('2023-03-05T11:00:00Z'), 'en')).toBe('March, 05 2023');
  });

  it('writes the other languages with their own month names, never English ones', () => {
    expect(formatDateTime(at, 'ha')).toBe('28 Nuwamba, 2026, 10:00');
    expect(formatDay('2026-11-27', 'yo')).toBe('27 Oṣù Bélú 2026');
    expect(formatArticleDate(at, 'ig')).toBe('28 Novemba 2026');
    expect(monthOptions('pcm').map((month) => month.label)).not.toContain('November');
    expect(monthOptions('en')[11]).toEqual({ value: '12', label: 'December' });
  });

  it('says how long ago within a week, in the language, and the date after', () => {
    expect(formatWhen(before(6 * 60), at, 'en')).toBe('6 minutes ago');
    expect(formatWhen(before(26 * 3600), at, 'en')).toBe('yesterday');
    expect(formatWhen(before(6 * 60), at, 'ha')).toBe('mintuna 6 da suka wuce');
    expect(formatWhen(before(3 * 3600), at, 'yo')).toBe('wákàtí 3 sẹ́yìn');
    expect(formatWhen(before(26 * 3600), at, 'ig')).toBe('ụnyahụ');
    expect(formatWhen(before(10), at, 'pcm')).toBe('now now');
    // A phone clock a little behind the server's: still just now, never "in 1 minute".
    expect(formatWhen(new Date(at.getTime() + 30_000), at, 'en')).toBe('just now');
    expect(formatWhen(before(8 * 86400), at, 'en')).toBe('20 November 2026, 10:00');
  });
});
