import { describe, expect, it } from '@jest/globals';
import { greetingFor, hourOf } from './greeting.js';

describe('greeting by hour', () => {
  it.each([
    [0, 'Good Morning'],
    [11.99, 'Good Morning'],
    [12, 'Good Afternoon'],
    [14.99, 'Good Afternoon'],
    [15, 'Good Evening'],
    [23.9, 'Good Evening'],
    [24, 'Hello'],
    [-1, 'Hello'],
    [Number.NaN, 'Hello'],
  ])('at %s says %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });

  it('reads the hour of a date with its minutes', () => {
    expect(hourOf(new Date(2026, 0, 1, 23, 54))).toBeCloseTo(23.9);
  });
});
