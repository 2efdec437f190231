import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlatformStats } from '@/lib/api-types';

/** The spec's static home figures, shown only when the live numbers cannot be read. */
export const STATIC_PLATFORM_STATS: PlatformStats = {
  registered_donors: 952,
  donation_requests: 224,
  successful_matches: 107,
  advocates: 21,
};

export const getPlatformStats = () =>
  api
    .get<PlatformStats>('/stats/platform', { silent: true })
    .then((data) => ({ ...STATIC_PLATFORM_STATS, ...data }))
    .catch(() => STATIC_PLATFORM_STATS);

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'platform'], queryFn: getPlatformStats, staleTime: 5 * 60_000 });

export const usePlatformStats = () => useQuery(platformStatsQueryOptions());
