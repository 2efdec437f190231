import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Testimonial } from '@app/domain';

/** POST /v1/feedbacks/testimonials: kept for staff to approve before the home page shows it. */
export const shareTestimonial = (testimonial: Testimonial) => api.post<unknown>('/feedbacks/testimonials', testimonial);

export const useShareTestimonial = () => useMutation({ mutationFn: shareTestimonial });
