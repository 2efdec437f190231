import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type DonorResponseReply = DataOf<'/v1/requests/donor/{id}', 'put'>;
export type CalendarReminder = NonNullable<DonorResponseReply['reminder']>;

export type DonorResponse =
  { status: 'accepted' } | { status: 'declined'; reason_id: number; decline_reason?: string | undefined };

/** PUT /v1/requests/donor/{id}: accept (the reply carries the calendar links) or decline with a reason. */
export const respondToRequest = ({ requestId, response }: { requestId: string; response: DonorResponse }) =>
  dataOf(api.PUT('/v1/requests/donor/{id}', { params: { path: { id: requestId } }, body: response }));

/** Either answer changes the feed, the accepted list and the dashboard: they are fetched again (spec 4). */
export const useRespondToRequest = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: respondToRequest,
    onSettled: () =>
      Promise.all(
        ['donor-requests', 'donor-donations', 'donor-match', 'reminders'].map((key) =>
          client.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
};
