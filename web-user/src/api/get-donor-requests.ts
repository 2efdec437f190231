import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf, QueryOf } from '@/lib/api-types';

export type DonorRequestsPage = DataOf<'/v1/requests/donor', 'get'>;
export type DonorRequest = DonorRequestsPage['donations'][number];

export type DonorRequestFilters = Pick<QueryOf<'/v1/requests/donor', 'get'>, 'blood_group' | 'gender'>;

/** GET /v1/requests/donor: open requests this donor was alerted for (the dashboard asks for 5). */
export const getDonorRequests = ({ page = 1, limit = 20, ...filters }: DonorRequestFilters & PageParams) =>
  dataOf(api.GET('/v1/requests/donor', { params: { query: { page, limit, ...filters } } }));

export interface PageParams {
  page?: number;
  limit?: number;
}

export const donorRequestsQueryOptions = (params: DonorRequestFilters & PageParams = {}) =>
  queryOptions({
    queryKey: ['donor-requests', params],
    queryFn: () => getDonorRequests(params),
    placeholderData: keepPreviousData,
  });

export const useDonorRequests = (params: DonorRequestFilters & PageParams = {}) =>
  useQuery(donorRequestsQueryOptions(params));
