import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, silentApi } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';
import type { OfficerAppeal } from './get-officer-appeals';

export type RaiseAppealBody = BodyOf<'/v1/hospital/appeals', 'post'>;
export type UpdateAppealBody = BodyOf<'/v1/hospital/appeals/{id}', 'patch'>;

/** Every change to an appeal changes the hospital's list and the appeal's hours: they are read again. */
const useAppealAction = <Input>(send: (input: Input) => Promise<OfficerAppeal>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: ['hospital', 'appeals'] }),
  });
};

/** POST /v1/hospital/appeals: only an officer of a verified hospital may; its errors are shown in the form. */
export const useRaiseAppeal = () =>
  useAppealAction((body: RaiseAppealBody) => dataOf(silentApi.POST('/v1/hospital/appeals', { body })));

/** PATCH /v1/hospital/appeals/{id}: donors the hospital can take per hour, and the margin over the units wanted. */
export const useUpdateAppeal = () =>
  useAppealAction(({ id, body }: { id: string; body: UpdateAppealBody }) =>
    dataOf(silentApi.PATCH('/v1/hospital/appeals/{id}', { params: { path: { id } }, body })),
  );

/** POST /v1/hospital/appeals/{id}/stop: no more donors are told. */
export const useStopAppeal = () =>
  useAppealAction((id: string) => dataOf(api.POST('/v1/hospital/appeals/{id}/stop', { params: { path: { id } } })));
