import { describe, expect, it } from 'vitest';
import { formatArticleDate, formatDate, formatMoney, formatNumber, monthOptions } from './format';

describe('locale formatting', () => {
  const date = new Date(2023, 2, 5, 12);

  it('keeps the English article date as the product writes it', () => {
    expect(formatArticleDate(date, 'en-NG')).toBe('March, 05 2023');
  });

  it('writes dates, months, numbers and naira in the language of the page', () => {
    expect(formatArticleDate(date, 'ha-NG')).toContain('2023');
    expect(formatArticleDate(date, 'ha-NG')).not.toContain('March');
    expect(monthOptions('yo-NG')[0]).toEqual({ value: '01', label: expect.not.stringMatching(/January/) });
    expect(monthOptions('en-NG').map((month) => month.label)).toContain('December');
    expect(formatDate(date, 'ig-NG')).toContain('2023');
    expect(formatNumber(12500, 'en-NG')).toBe('12,500');
    expect(formatMoney(1500, 'NGN', 'pcm-NG')).toContain('₦');
  });

  it('falls back to Nigerian English when Intl does not know the language', () => {
    const original = Intl.DateTimeFormat.supportedLocalesOf;
    Intl.DateTimeFormat.supportedLocalesOf = ((tags: string[]) =>
      tags.filter((tag) => tag.startsWith('en'))) as typeof original;
    return import('@app/i18n')
      .then(({ intlLocale }) => {
        expect(intlLocale('yo')).toBe('en-NG');
        expect(formatArticleDate(date, intlLocale('yo'))).toBe('March, 05 2023');
      })
      .finally(() => {
        Intl.DateTimeFormat.supportedLocalesOf = original;
      });
  });
});
