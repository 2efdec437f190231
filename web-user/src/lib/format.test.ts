import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format';

describe('number formatting', () => {
  it('groups numbers and writes naira', () => {
    expect(formatNumber(12500, 'en-NG')).toBe('12,500');
    expect(formatMoney(1500, 'NGN', 'pcm-NG')).toContain('₦');
  });
});
