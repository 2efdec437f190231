import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type DonationStats = DataOf<'/v1/requests/stats', 'get'>;

/** GET /v1/requests/stats: confirmed donations, attempted count and badges (the stats read model). */
export const getDonationStats = () => dataOf(api.GET('/v1/requests/stats'));

export const donationStatsQueryOptions = () =>
  queryOptions({ queryKey: ['donation-stats'], queryFn: getDonationStats });

export const useDonationStats = () => useQuery(donationStatsQueryOptions());
