import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

/** PUT /v1/requests/matches/{matchId}/confirm (empty body): the recipient confirms this donor gave blood. */
export const confirmMatch = (matchId: string) =>
  api
    .put<DataOf<'/v1/requests/matches/{matchId}/confirm', 'put'>>(`/requests/matches/${matchId}/confirm`)
    .then((data) => data.request);

export const useConfirmMatch = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmMatch,
    onSettled: () => client.invalidateQueries({ queryKey: ['your-requests'] }),
  });
};
