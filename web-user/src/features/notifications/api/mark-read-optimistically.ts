import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY, type NotificationsPage } from './get-notifications';

/**
 * Marks notifications read in every cached page at once (one id, or all), so the item, the bell's dot and the
 * bottom bar's dot change on the click; the refetch after the call brings the server's word.
 */
export async function markReadInCache(client: QueryClient, id: string | null) {
  await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
  client.setQueriesData<NotificationsPage>({ queryKey: NOTIFICATIONS_KEY }, (page) =>
    page
      ? {
          ...page,
          notifications: page.notifications.map((item) =>
            id === null || item.id === id ? { ...item, read: true } : item,
          ),
        }
      : page,
  );
}

/** Whether any notification of a page is still unread: what the red dots show. */
export const hasUnread = (page: NotificationsPage | undefined) =>
  (page?.notifications ?? []).some((item) => !item.read);
