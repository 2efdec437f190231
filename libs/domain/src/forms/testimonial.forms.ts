import { z } from 'zod';
import { isBlank } from './fields.js';

export const TESTIMONIAL_MESSAGES = {
  stateEmpty: 'Location cannot be empty',
  empty: 'Cannot be empty',
  /** Spelled so in the product. */
  reasonEmpty: 'cannote be empty',
  consent: 'You must accept this condition',
  /** The three below are typing limits in the form; the spec gives them no wording. */
  wordTooLong: 'A word can be at most 45 characters',
  summaryTooLong: 'Use at most 50 words',
  fieldTooLong: 'Use at most 100 words',
  typeInvalid: 'Type must be donor or recipient',
} as const;

export const TESTIMONIAL_TYPES = ['donor', 'recipient'] as const;
export type TestimonialType = (typeof TESTIMONIAL_TYPES)[number];

export const TESTIMONIAL_MAX_WORD_LENGTH = 45;
export const TESTIMONIAL_SUMMARY_MAX_WORDS = 50;
export const TESTIMONIAL_FIELD_MAX_WORDS = 100;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/** The form's typing limits, checked again on submit: no word over 45 characters, at most `maxWords` words. */
export const withinTypingLimits = (text: string, maxWords: number): boolean =>
  words(text).length <= maxWords && words(text).every((word) => word.length <= TESTIMONIAL_MAX_WORD_LENGTH);

/**
 * The same limits applied while typing: a word is cut at 45 characters and nothing is taken after the last
 * allowed word, so the text never exceeds what submit accepts. Whitespace as typed is kept.
 */
export const capToTypingLimits = (text: string, maxWords: number): string => {
  let kept = '';
  let count = 0;
  for (const part of text.split(/(\s+)/)) {
    if (part === '') continue;
    if (/^\s+$/.test(part)) {
      kept += part;
      continue;
    }
    if (count === maxWords) break;
    kept += part.slice(0, TESTIMONIAL_MAX_WORD_LENGTH);
    count += 1;
  }
  return kept;
};

export const wordCount = (text: string): number => words(text).length;

const text = z.preprocess((value) => (isBlank(value) ? undefined : value), z.string().trim().optional());

const LONG_FIELDS = ['challenges', 'aftermath', 'conclusion', 'reason', 'lesson'] as const;

/** Which long fields each kind of testimonial must fill in, besides the state and summary. */
const REQUIRED_BY_TYPE: Record<TestimonialType, readonly (typeof LONG_FIELDS)[number][]> = {
  donor: ['aftermath', 'reason', 'lesson'],
  recipient: ['aftermath', 'conclusion'],
};

/** The testimonial form (POST /v1/feedbacks/testimonials): rules depend on whether a donor or a recipient writes. */
export const testimonialForm = z
  .object({
    name: z.preprocess((value) => (isBlank(value) ? undefined : value), z.string().trim().max(500).optional()),
    type: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(TESTIMONIAL_TYPES, { error: TESTIMONIAL_MESSAGES.typeInvalid }),
    ),
    state: text,
    summary: text,
    challenges: text,
    aftermath: text,
    conclusion: text,
    reason: text,
    lesson: text,
    consent: z.unknown().optional(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (form.state === undefined) issue('state', TESTIMONIAL_MESSAGES.stateEmpty);
    else if (!withinTypingLimits(form.state, TESTIMONIAL_FIELD_MAX_WORDS))
      issue('state', TESTIMONIAL_MESSAGES.wordTooLong);
    if (form.summary === undefined) issue('summary', TESTIMONIAL_MESSAGES.empty);
    else if (!withinTypingLimits(form.summary, TESTIMONIAL_SUMMARY_MAX_WORDS)) {
      issue(
        'summary',
        words(form.summary).length > TESTIMONIAL_SUMMARY_MAX_WORDS
          ? TESTIMONIAL_MESSAGES.summaryTooLong
          : TESTIMONIAL_MESSAGES.wordTooLong,
      );
    }
    const required = REQUIRED_BY_TYPE[form.type as TestimonialType] ?? [];
    for (const field of LONG_FIELDS) {
      const value = form[field];
      if (value === undefined) {
        if (required.includes(field))
          issue(field, field === 'reason' ? TESTIMONIAL_MESSAGES.reasonEmpty : TESTIMONIAL_MESSAGES.empty);
      } else if (!withinTypingLimits(value, TESTIMONIAL_FIELD_MAX_WORDS)) {
        issue(
          field,
          words(value).length > TESTIMONIAL_FIELD_MAX_WORDS
            ? TESTIMONIAL_MESSAGES.fieldTooLong
            : TESTIMONIAL_MESSAGES.wordTooLong,
        );
      }
    }
    if (form.consent !== true && form.consent !== 'true') issue('consent', TESTIMONIAL_MESSAGES.consent);
  })
  .transform(({ consent: _consent, ...testimonial }) => ({
    ...testimonial,
    type: testimonial.type as TestimonialType,
    state: testimonial.state!,
    summary: testimonial.summary!,
  }));

export type TestimonialForm = z.input<typeof testimonialForm>;
export type Testimonial = z.output<typeof testimonialForm>;
