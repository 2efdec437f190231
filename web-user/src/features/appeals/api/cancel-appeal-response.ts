import { api } from '@/lib/api-client';
import { useAppealsRefreshedAfter } from './respond-to-appeal';

/** DELETE /v1/appeals/{id}/responses/mine: the donor is no longer coming; their place goes back to the slot. */
export const cancelAppealResponse = (appealId: string) => api.delete<null>(`/appeals/${appealId}/responses/mine`);

export const useCancelAppealResponse = () => useAppealsRefreshedAfter(cancelAppealResponse);
