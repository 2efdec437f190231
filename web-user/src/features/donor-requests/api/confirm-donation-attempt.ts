import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** POST /v1/requests/donor/confirm/{id}/donation: "I donated"; idempotent, the recipient confirms later. */
export const confirmDonationAttempt = (requestId: string) =>
  dataOf(api.POST('/v1/requests/donor/confirm/{id}/donation', { params: { path: { id: requestId } } })).then(
    (data) => data.match,
  );

export const useConfirmDonationAttempt = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmDonationAttempt,
    onSuccess: (match) => client.setQueryData(['donor-match', match.request.id], match),
    onSettled: () =>
      Promise.all(
        ['donor-donations', 'donor-match', 'donor-history', 'donation-stats'].map((key) =>
          client.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
};
