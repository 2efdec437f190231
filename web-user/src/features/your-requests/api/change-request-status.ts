import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { ToggleStatus } from '@app/domain';

/** PUT /v1/requests/{id}/status: turn a request off (inactive) or back on (pending); refused once donors matched. */
export const changeRequestStatus = ({ id, status }: { id: string; status: ToggleStatus }) =>
  dataOf(api.PUT('/v1/requests/{id}/status', { params: { path: { id } }, body: { status } })).then(
    (data) => data.request,
  );

export const useChangeRequestStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeRequestStatus,
    onSettled: () => client.invalidateQueries({ queryKey: ['your-requests'] }),
  });
};
