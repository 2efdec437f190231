import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** PUT /v1/requests/matches/{matchId}/confirm (empty body): the recipient confirms this donor gave blood. */
export const confirmMatch = (matchId: string) =>
  dataOf(api.PUT('/v1/requests/matches/{matchId}/confirm', { params: { path: { matchId } } })).then(
    (data) => data.request,
  );

export const useConfirmMatch = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmMatch,
    onSettled: () => client.invalidateQueries({ queryKey: ['your-requests'] }),
  });
};
