import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const markAllNotificationsRead = () => api.put<unknown>('/notifications/read-all');

export const useMarkAllNotificationsRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => client.invalidateQueries({ queryKey: ['notifications'] }),
  });
};
