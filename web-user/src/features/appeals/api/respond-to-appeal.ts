import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type AppealResponse = DataOf<'/v1/appeals/{id}/responses', 'post'>;

/**
 * POST /v1/appeals/{id}/responses: "I'm coming" in an hourly slot. Silent: a 409 (the appeal or the slot is full)
 * carries the thanks the page shows in place, not as a toast.
 */
export const respondToAppeal = ({ appealId, slotStart }: { appealId: string; slotStart: string }) =>
  dataOf(
    silentApi.POST('/v1/appeals/{id}/responses', {
      params: { path: { id: appealId } },
      body: { slot_start: slotStart },
    }),
  );

/** An answer changes the slots' counts and the donor's own answer: the appeals are read again. */
export const useAppealsRefreshedAfter = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: ['appeals'] }) });
};

export const useRespondToAppeal = () => useAppealsRefreshedAfter(respondToAppeal);
