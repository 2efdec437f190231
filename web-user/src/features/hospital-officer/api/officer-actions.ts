import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

/** Every officer action changes the hospital's lists: they are read again once it is answered. */
const useOfficerAction = <Input, Reply>(send: (input: Input) => Promise<Reply>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: ['hospital', 'requests'] }),
  });
};

/** POST /v1/hospital/requests/{id}/genuine: the patient is admitted and needs this many units. */
export const useConfirmGenuine = () =>
  useOfficerAction(({ requestId, units }: { requestId: string; units?: number }) =>
    dataOf(
      api.POST('/v1/hospital/requests/{id}/genuine', {
        params: { path: { id: requestId } },
        body: units === undefined ? {} : { units },
      }),
    ),
  );

export type RecordedDonation = DataOf<'/v1/hospital/donations', 'post'>;

/** POST /v1/hospital/donations: the donor's code recorded as blood received (a wrong code is counted). */
export const useRecordDonation = () =>
  useOfficerAction((code: string) =>
    // Its errors (wrong code, limit reached) are shown in the form, not as a toast.
    dataOf(silentApi.POST('/v1/hospital/donations', { body: { code } })),
  );

/** POST /v1/hospital/matches/{id}/no-show: only after the time the blood was needed. */
export const useReportNoShow = () =>
  useOfficerAction((matchId: string) =>
    dataOf(api.POST('/v1/hospital/matches/{id}/no-show', { params: { path: { id: matchId } } })),
  );

/** POST /v1/hospital/requests/{id}/close: the request is no longer needed. */
export const useCloseRequest = () =>
  useOfficerAction(({ requestId, reason }: { requestId: string; reason?: string }) =>
    dataOf(
      api.POST('/v1/hospital/requests/{id}/close', {
        params: { path: { id: requestId } },
        body: { reason: reason || undefined },
      }),
    ),
  );
