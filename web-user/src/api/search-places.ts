import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLACE_SEARCH_DEBOUNCE_MS } from '@/config/app';
import { dataOf, silentApi } from '@/lib/api-client';
import type { PlacesReply } from '@/lib/api-types';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const MIN_PLACE_QUERY = 2;

/** GET /v1/util/places?q=: the API's gazetteer, Nigeria only. */
export const searchPlaces = (q: string, signal?: AbortSignal): Promise<PlacesReply> =>
  dataOf(silentApi.GET('/v1/util/places', { params: { query: { q } }, signal })).then((data) => ({
    places: data?.places ?? [],
    attribution: data?.attribution ?? '',
  }));

export const placesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['util', 'places', q],
    queryFn: ({ signal }) => searchPlaces(q, signal),
    enabled: q.trim().length >= MIN_PLACE_QUERY,
    staleTime: 5 * 60_000,
  });

/** The place search, asked 300 ms after the last keystroke. */
export function usePlaceSearch(input: string) {
  const q = useDebouncedValue(input.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  return useQuery(placesQueryOptions(q));
}
