import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** DELETE /v1/reminders/{id}: the donor's own reminder only (anyone else's is a 404). */
export const deleteReminder = (reminderId: string) =>
  dataOf(api.DELETE('/v1/reminders/{id}', { params: { path: { id: reminderId } } }));

export const useDeleteReminder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSettled: () => client.invalidateQueries({ queryKey: ['reminders'] }),
  });
};
