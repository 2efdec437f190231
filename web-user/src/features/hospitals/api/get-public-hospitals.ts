import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type PublicHospitals = DataOf<'/v1/public/hospitals', 'get'>;
export type PublicHospital = PublicHospitals['hospitals'][number];

/** GET /v1/public/hospitals: a state's verified hospitals, blood banks first. */
export const getPublicHospitals = (stateId: number) =>
  dataOf(api.GET('/v1/public/hospitals', { params: { query: { state_id: stateId } } }));

export const publicHospitalsQueryOptions = (stateId: number) =>
  queryOptions({
    queryKey: ['public-hospitals', stateId],
    queryFn: () => getPublicHospitals(stateId),
    staleTime: 5 * 60 * 1000,
  });

export const usePublicHospitals = (stateId: number | null) =>
  useQuery({ ...publicHospitalsQueryOptions(stateId ?? 0), enabled: stateId !== null });
