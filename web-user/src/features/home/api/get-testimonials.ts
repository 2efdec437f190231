import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import { HOME_TESTIMONIALS } from './published-testimonial';

/** GET /v1/testimonials: approved testimonials only, newest first; none is none (nothing stands in for them). */
export const getTestimonials = () =>
  dataOf(silentApi.GET('/v1/testimonials', { params: { query: { page: 1, limit: HOME_TESTIMONIALS } } })).then(
    (data) => data?.testimonials ?? [],
  );

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: ['testimonials', 'home'], queryFn: getTestimonials, staleTime: 5 * 60_000 });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
