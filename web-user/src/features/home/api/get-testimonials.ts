import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Testimonial } from '@/lib/api-types';

/** Shown until shared testimonials are published through GET /v1/testimonials. */
export const FALLBACK_TESTIMONIALS: Pick<Testimonial, 'id' | 'name' | 'state' | 'type' | 'summary'>[] = [
  {
    id: 'f1',
    name: 'Chiamaka O.',
    state: 'Lagos',
    type: 'recipient',
    summary:
      'My son needed two units of O- blood after surgery. Within three hours two donors had accepted and came to the hospital. I will never forget their kindness.',
  },
  {
    id: 'f2',
    name: 'Ibrahim S.',
    state: 'Kaduna',
    type: 'donor',
    summary:
      'I got a request from a hospital ten minutes from my office. The whole visit took an hour and I was back at my desk after lunch, knowing I had helped someone.',
  },
  {
    id: 'f3',
    name: 'Ngozi E.',
    state: 'Enugu',
    type: 'donor',
    summary:
      'Registering took a minute. The reminders tell me when I can donate again, and the badges keep me going. Three donations this year!',
  },
];

export const getTestimonials = () =>
  api
    .get<{ testimonials: Testimonial[] }>('/testimonials', { silent: true, query: { page: 1, limit: 3 } })
    .then((data) => (data?.testimonials?.length ? data.testimonials.slice(0, 3) : FALLBACK_TESTIMONIALS))
    .catch(() => FALLBACK_TESTIMONIALS);

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: ['testimonials', 'home'], queryFn: getTestimonials, staleTime: 5 * 60_000 });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
