import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type PublicStateNeeds = DataOf<'/v1/public/needs/{slug}', 'get'>;

/** GET /v1/public/needs/:slug: one state's open need and blood banks (404 for a slug naming no state). */
export const getStateNeeds = (slug: string) =>
  dataOf(api.GET('/v1/public/needs/{slug}', { params: { path: { slug } } }));

export const stateNeedsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['public-needs', slug], queryFn: () => getStateNeeds(slug), staleTime: 60 * 1000 });

export const useStateNeeds = (slug: string) => useQuery(stateNeedsQueryOptions(slug));
