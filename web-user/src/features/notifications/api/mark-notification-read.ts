import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const markNotificationRead = (id: string | number) => api.put<unknown>(`/notifications/${id}/read`);

export const useMarkNotificationRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => client.invalidateQueries({ queryKey: ['notifications'] }),
  });
};
