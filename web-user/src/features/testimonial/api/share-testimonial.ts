import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { TestimonialForm } from '@app/domain';

/**
 * POST /v1/feedbacks/testimonials: kept for staff to approve before the home page shows it. The API checks the
 * same form, consent included, so the form's values go as checked.
 */
export const shareTestimonial = (testimonial: TestimonialForm) =>
  dataOf(api.POST('/v1/feedbacks/testimonials', { body: testimonial }));

export const useShareTestimonial = () => useMutation({ mutationFn: shareTestimonial });
