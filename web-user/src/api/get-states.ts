import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** GET /v1/util/states: the 36 states and the FCT. Shared by onboarding and the advocate form. */
export const getStates = () => dataOf(api.GET('/v1/util/states')).then((data) => data?.states ?? []);

export const statesQueryOptions = () =>
  queryOptions({ queryKey: ['util', 'states'], queryFn: getStates, staleTime: Infinity });

export const useStates = () => useQuery(statesQueryOptions());
