import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import { NOTIFICATIONS_KEY } from './get-notifications';
import { markReadInCache } from './mark-read-optimistically';

/** PUT /v1/notifications/read-all */
export const markAllNotificationsRead = () => dataOf(api.PUT('/v1/notifications/read-all'));

export const useMarkAllNotificationsRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markReadInCache(client, null),
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};
