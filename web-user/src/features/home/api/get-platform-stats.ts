import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';

/** GET /v1/stats/platform: counted from the platform's own events; when it cannot be read, nothing is shown. */
export const getPlatformStats = () => dataOf(silentApi.GET('/v1/stats/platform'));

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'platform'], queryFn: getPlatformStats, staleTime: 5 * 60_000 });

export const usePlatformStats = () => useQuery(platformStatsQueryOptions());
