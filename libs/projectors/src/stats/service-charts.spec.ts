import { describe, expect, it } from '@jest/globals';
import { LATENCY_BUCKET_MINUTES, latencyQuantile } from './service-charts.js';

const buckets = (counts: Record<number, number>) =>
  Array.from({ length: LATENCY_BUCKET_MINUTES.length + 1 }, (_, bucket) => counts[bucket] ?? 0);

describe('latencyQuantile', () => {
  it('gives the upper bound of the bucket holding the quantile', () => {
    // 10 requests: 5 within 5 minutes, 4 within 60, 1 within a day.
    const counted = buckets({ 0: 5, 6: 4, 15: 1 });
    expect(latencyQuantile(counted, 0.5)).toEqual({ minutes: 5, beyond: false });
    expect(latencyQuantile(counted, 0.9)).toEqual({ minutes: 60, beyond: false });
    expect(latencyQuantile(counted, 1)).toEqual({ minutes: 1440, beyond: false });
  });

  it('says when the quantile lies past the last bound, and gives nothing without requests', () => {
    expect(latencyQuantile(buckets({ 0: 1, [LATENCY_BUCKET_MINUTES.length]: 9 }), 0.5)).toEqual({
      minutes: 10080,
      beyond: true,
    });
    expect(latencyQuantile(buckets({}), 0.5)).toBeNull();
  });
});
