import type { Testimonial } from '@/lib/api-types';

/** An approved testimonial as GET /v1/testimonials gives it. */
export type PublishedTestimonial = Testimonial;

/** How many testimonials the home page shows (and placeholders while they load). */
export const HOME_TESTIMONIALS = 3;
