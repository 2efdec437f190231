import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type DeclineReason = DataOf<'/v1/util/reasons', 'get'>['reasons'][number];

/** GET /v1/util/reasons?type=decline: the reasons a donor may give when rejecting a request. */
export const getDeclineReasons = () =>
  dataOf(api.GET('/v1/util/reasons', { params: { query: { type: 'decline' } } })).then((d) => d.reasons);

export const declineReasonsQueryOptions = () =>
  queryOptions({ queryKey: ['util', 'reasons', 'decline'], queryFn: getDeclineReasons, staleTime: Infinity });

export const useDeclineReasons = (enabled = true) => useQuery({ ...declineReasonsQueryOptions(), enabled });
