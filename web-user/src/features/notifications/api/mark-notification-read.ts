import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import { NOTIFICATIONS_KEY } from './get-notifications';
import { markReadInCache } from './mark-read-optimistically';

/** PUT /v1/notifications/:id/read */
export const markNotificationRead = (id: string) =>
  dataOf(api.PUT('/v1/notifications/{id}/read', { params: { path: { id } } }));

export const useMarkNotificationRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => markReadInCache(client, id),
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};
