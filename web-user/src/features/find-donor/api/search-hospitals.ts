import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type Hospital = DataOf<'/v1/hospitals', 'get'>['hospitals'][number];

export interface HospitalSearch {
  q: string;
  near: { latitude: number; longitude: number } | null;
}

/** GET /v1/hospitals: by name or alias, nearest first when the person's position is known. */
export const searchHospitals = ({ q, near }: HospitalSearch) =>
  dataOf(
    silentApi.GET('/v1/hospitals', {
      params: { query: { q, near: near ? `${near.latitude},${near.longitude}` : null, limit: 8 } },
    }),
  ).then((data) => data?.hospitals ?? []);

/** A search runs once two letters are typed, or at once for the hospitals near a known position. */
export const canSearchHospitals = ({ q, near }: HospitalSearch) => q.trim().length >= 2 || near !== null;

export const hospitalsQueryOptions = (search: HospitalSearch) =>
  queryOptions({
    queryKey: ['hospitals', search.q.trim(), search.near?.latitude ?? null, search.near?.longitude ?? null],
    queryFn: () => searchHospitals({ ...search, q: search.q.trim() }),
    staleTime: 60_000,
  });

export const useHospitalSearch = (search: HospitalSearch) =>
  useQuery({
    ...hospitalsQueryOptions(search),
    enabled: canSearchHospitals(search),
    placeholderData: keepPreviousData,
  });
