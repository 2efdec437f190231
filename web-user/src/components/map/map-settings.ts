import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface MapSettings {
  tile_url: string;
  attribution: string;
}

/** GET /v1/util/map: the tile source the deployment chose (MAP_TILE_URL), read once a session. */
export const mapSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['util', 'map'],
    queryFn: () => api.get<MapSettings>('/util/map', { silent: true }),
    staleTime: Infinity,
    retry: false,
  });

export const useMapSettings = () => useQuery(mapSettingsQueryOptions());
