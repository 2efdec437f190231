import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { AppNotification, DataOf } from '@/lib/api-types';

export type NotificationsPage = DataOf<'/v1/notifications', 'get'>;
export type { AppNotification };

/** GET /v1/notifications: the newest first, with the API's deep link (a page of this app) when it has one. */
export const getNotifications = ({ page = 1, limit = 20 }: { page?: number; limit?: number }) =>
  dataOf(silentApi.GET('/v1/notifications', { params: { query: { page, limit } } }));

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationsQueryOptions = (page = 1, limit = 20) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, { page, limit }],
    queryFn: () => getNotifications({ page, limit }),
    refetchInterval: 60_000,
  });

export const useNotifications = (page = 1, limit = 20) => useQuery(notificationsQueryOptions(page, limit));
