import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { reportAbuseForm } from './report.forms.js';
import { capToTypingLimits, testimonialForm, wordCount, withinTypingLimits } from './testimonial.forms.js';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse());
};

describe('testimonial and report forms', () => {
  it('applies the typing limits: 45 characters a word, 50 or 100 words', () => {
    expect(withinTypingLimits('a '.repeat(50), 50)).toBe(true);
    expect(withinTypingLimits('a '.repeat(51), 50)).toBe(false);
    expect(withinTypingLimits('x'.repeat(45), 100)).toBe(true);
    expect(withinTypingLimits('x'.repeat(46), 100)).toBe(false);
  });

  it('holds the typing limits while typing: long words cut, no word after the last allowed one', () => {
    expect(capToTypingLimits(`${'x'.repeat(50)} ok`, 100)).toBe(`${'x'.repeat(45)} ok`);
    expect(capToTypingLimits('one two  three four', 3)).toBe('one two  three ');
    expect(capToTypingLimits('line one\nline two ', 100)).toBe('line one\nline two ');
    const capped = capToTypingLimits('word '.repeat(60), 50);
    expect(wordCount(capped)).toBe(50);
    expect(withinTypingLimits(capped, 50)).toBe(true);
  });

  it('asks recipients for a conclusion and donors for a reason and a lesson', () => {
    const base = { state: 'Lagos', summary: 'Thank you', aftermath: 'Better', consent: true };
    expect(messages(testimonialForm, { ...base, type: 'recipient' })).toEqual({ conclusion: 'Cannot be empty' });
    expect(messages(testimonialForm, { ...base, type: 'donor' })).toEqual({
      reason: 'cannote be empty',
      lesson: 'Cannot be empty',
    });
    const parsed = testimonialForm.parse({ ...base, type: 'Donor', reason: ' Why ', lesson: 'What', name: ' ' });
    expect(parsed).toEqual({ ...base, type: 'donor', reason: 'Why', lesson: 'What', consent: undefined });
  });

  it('keeps the report wording as the product shows it', () => {
    expect(messages(reportAbuseForm, {})).toEqual({
      name: 'name cannot be empty',
      description: 'Password cannot be empty',
    });
  });
});
