import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';
import type { PageParams } from './get-donor-requests';

export type DonorHistoryPage = DataOf<'/v1/requests/donor/history', 'get'>;
export type DonorHistoryItem = DonorHistoryPage['donations'][number];

/** GET /v1/requests/donor/history: donations confirmed or said given, newest first, with `feedback_given`. */
export const getDonorHistory = ({ page = 1, limit = 20 }: PageParams) =>
  dataOf(api.GET('/v1/requests/donor/history', { params: { query: { page, limit } } }));

export const donorHistoryQueryOptions = (params: PageParams = {}) =>
  queryOptions({
    queryKey: ['donor-history', params],
    queryFn: () => getDonorHistory(params),
    placeholderData: keepPreviousData,
  });

export const useDonorHistory = (params: PageParams = {}) => useQuery(donorHistoryQueryOptions(params));
