import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type RequestReason = DataOf<'/v1/util/reasons', 'get'>['reasons'][number];

/** GET /v1/util/reasons?type=request: why blood is needed ("Other" lets the recipient say more). */
export const getRequestReasons = () =>
  dataOf(api.GET('/v1/util/reasons', { params: { query: { type: 'request' } } })).then((data) => data?.reasons ?? []);

export const requestReasonsQueryOptions = () =>
  queryOptions({ queryKey: ['util', 'reasons', 'request'], queryFn: getRequestReasons, staleTime: Infinity });

export const useRequestReasons = () => useQuery(requestReasonsQueryOptions());
