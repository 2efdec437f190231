import { api, dataOf } from '@/lib/api-client';
import { useAppealsRefreshedAfter } from './respond-to-appeal';

/** DELETE /v1/appeals/{id}/responses/mine: the donor is no longer coming; their place goes back to the slot. */
export const cancelAppealResponse = (appealId: string) =>
  dataOf(api.DELETE('/v1/appeals/{id}/responses/mine', { params: { path: { id: appealId } } }));

export const useCancelAppealResponse = () => useAppealsRefreshedAfter(cancelAppealResponse);
