import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type PublicNeeds = DataOf<'/v1/public/needs', 'get'>;
export type StateNeeds = PublicNeeds['states'][number];
export type GroupNeed = StateNeeds['needs'][number];

/** GET /v1/public/needs: open need for blood by state and blood group, with each state's blood banks. */
export const getPublicNeeds = () => dataOf(api.GET('/v1/public/needs'));

export const publicNeedsQueryOptions = () =>
  queryOptions({ queryKey: ['public-needs'], queryFn: getPublicNeeds, staleTime: 60 * 1000 });

export const usePublicNeeds = () => useQuery(publicNeedsQueryOptions());
