import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, dataOf, silentApi } from '@/lib/api-client';
import type { PageInfo } from '@/lib/api-types';

/** One item of GET /v1/notifications; `url` (a page of this app) arrives with the API's deep links. */
export interface AppNotification {
  id: string;
  title: string;
  body: string;
  read: boolean;
  created_at: string;
  url?: string | null;
}

export interface NotificationsPage {
  notifications: AppNotification[];
  page_info: PageInfo;
}

const EMPTY: NotificationsPage = { notifications: [], page_info: { total: 0, total_pages: 0 } };

/** GET /v1/notifications; until the notifications service exists (404) the list is simply empty. */
export const getNotifications = ({ page = 1, limit = 20 }: { page?: number; limit?: number }) =>
  dataOf(silentApi.GET('/v1/notifications', { params: { query: { page, limit } } }))
    .then((data) => ({ ...EMPTY, ...data, notifications: data?.notifications ?? [] }))
    .catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 0)) return EMPTY;
      throw error;
    });

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationsQueryOptions = (page = 1, limit = 20) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, { page, limit }],
    queryFn: () => getNotifications({ page, limit }),
    refetchInterval: 60_000,
  });

export const useNotifications = (page = 1, limit = 20) => useQuery(notificationsQueryOptions(page, limit));
