/** An approved testimonial as GET /v1/testimonials gives it. */
export interface PublishedTestimonial {
  id: string;
  name: string | null;
  type: 'donor' | 'recipient';
  state: string;
  summary: string;
  created_on: string;
}

/** How many testimonials the home page shows (and placeholders while they load). */
export const HOME_TESTIMONIALS = 3;
