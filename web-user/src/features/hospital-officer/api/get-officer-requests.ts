import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type OfficerRequestStatus = 'open' | 'closed';
export type OfficerRequest = DataOf<'/v1/hospital/requests', 'get'>[number];
export type OfficerMatch = OfficerRequest['matches'][number];

/** GET /v1/hospital/requests: the officer's own hospital's requests, open (still taking donors) or closed. */
export const getOfficerRequests = (status: OfficerRequestStatus) =>
  dataOf(api.GET('/v1/hospital/requests', { params: { query: { status } } }));

export const officerRequestsQueryOptions = (status: OfficerRequestStatus) =>
  queryOptions({
    queryKey: ['hospital', 'requests', status],
    queryFn: () => getOfficerRequests(status),
  });

export const useOfficerRequests = (status: OfficerRequestStatus) => useQuery(officerRequestsQueryOptions(status));
