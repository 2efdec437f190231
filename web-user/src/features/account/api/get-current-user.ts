import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';

/** GET /v1/user: a fresh copy of the stored user (name, photo) when the signed-in area opens. */
export const getCurrentUser = () => dataOf(silentApi.GET('/v1/user')).then((data) => data.user);

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'me'], queryFn: getCurrentUser, staleTime: 5 * 60_000 });

export const useCurrentUser = (enabled: boolean) => useQuery({ ...currentUserQueryOptions(), enabled });
