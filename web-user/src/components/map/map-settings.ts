import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type MapSettings = DataOf<'/v1/util/map', 'get'>;

/** GET /v1/util/map: the tile source the deployment chose (MAP_TILE_URL), read once a session. */
export const mapSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['util', 'map'],
    queryFn: () => dataOf(silentApi.GET('/v1/util/map')),
    staleTime: Infinity,
    retry: false,
  });

export const useMapSettings = () => useQuery(mapSettingsQueryOptions());
