import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/lib/api-types';

/** GET /v1/user: a fresh copy of the stored user (name, photo) when the signed-in area opens. */
export const getCurrentUser = () => api.get<{ user: User }>('/user', { silent: true }).then((data) => data.user);

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'me'], queryFn: getCurrentUser, staleTime: 5 * 60_000 });

export const useCurrentUser = (enabled: boolean) => useQuery({ ...currentUserQueryOptions(), enabled });
