import { z } from 'zod';
import type { TestimonialEntity } from '@app/persistence';

/** A testimonial as the home page shows it; the staff console adds its moderation fields. */
export const testimonialView = z.object({
  id: z.string(),
  name: z.string().nullable(),
  type: z.enum(['donor', 'recipient']),
  state: z.string(),
  summary: z.string(),
  challenges: z.string().nullable(),
  aftermath: z.string().nullable(),
  conclusion: z.string().nullable(),
  reason: z.string().nullable(),
  lesson: z.string().nullable(),
  created_on: z.string(),
});
export type TestimonialView = z.output<typeof testimonialView>;

export const toTestimonialView = (testimonial: TestimonialEntity): TestimonialView => ({
  id: testimonial.id,
  name: testimonial.name,
  type: testimonial.type,
  state: testimonial.state,
  summary: testimonial.summary,
  challenges: testimonial.challenges,
  aftermath: testimonial.aftermath,
  conclusion: testimonial.conclusion,
  reason: testimonial.reason,
  lesson: testimonial.lesson,
  created_on: testimonial.createdAt.toISOString(),
});
