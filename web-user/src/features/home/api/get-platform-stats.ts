import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlatformStats } from '@/lib/api-types';

/** GET /v1/stats/platform: counted from the platform's own events; when it cannot be read, nothing is shown. */
export const getPlatformStats = () => api.get<PlatformStats>('/stats/platform', { silent: true });

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'platform'], queryFn: getPlatformStats, staleTime: 5 * 60_000 });

export const usePlatformStats = () => useQuery(platformStatsQueryOptions());
