import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DonorMatch } from './get-donor-match';

/** POST /v1/requests/donor/confirm/{id}/donation: "I donated"; idempotent, the recipient confirms later. */
export const confirmDonationAttempt = (requestId: string) =>
  api.post<{ match: DonorMatch }>(`/requests/donor/confirm/${requestId}/donation`).then((data) => data.match);

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
