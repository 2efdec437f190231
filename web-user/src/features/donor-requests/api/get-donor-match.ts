import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type DonorMatch = DataOf<'/v1/requests/donor/{id}/match', 'get'>['match'];

/** GET /v1/requests/donor/{id}/match: the donor's own match for a request they accepted; null when they have not. */
export const getDonorMatch = (requestId: string) =>
  dataOf(silentApi.GET('/v1/requests/donor/{id}/match', { params: { path: { id: requestId } } }))
    .then((data) => data.match)
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });

export const donorMatchQueryOptions = (requestId: string) =>
  queryOptions({ queryKey: ['donor-match', requestId], queryFn: () => getDonorMatch(requestId) });

export const useDonorMatch = (requestId: string | null) =>
  useQuery({ ...donorMatchQueryOptions(requestId ?? ''), enabled: Boolean(requestId) });
