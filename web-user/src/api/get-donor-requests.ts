import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type DonorRequestsPage = DataOf<'/v1/requests/donor', 'get'>;
export type DonorRequest = DonorRequestsPage['donations'][number];

export interface DonorRequestFilters {
  blood_group?: string;
  gender?: string;
}

/** GET /v1/requests/donor: open requests this donor was alerted for (the dashboard asks for 5). */
export const getDonorRequests = ({ page = 1, limit = 20, ...filters }: DonorRequestFilters & PageParams) =>
  api.get<DonorRequestsPage>('/requests/donor', { query: { page, limit, ...filters } });

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
