import { useMutation } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type RequestSeenReply = DataOf<'/v1/requests/donor/{id}/seen', 'put'>;

/**
 * PUT /v1/requests/donor/{id}/seen: the donor opened the request, so its alert is not sent again by SMS. Silent:
 * the donor asked for nothing, and a failure only means a text may still follow.
 */
export const markRequestSeen = (requestId: string) =>
  dataOf(silentApi.PUT('/v1/requests/donor/{id}/seen', { params: { path: { id: requestId } } }));

export const useMarkRequestSeen = () => useMutation({ mutationFn: markRequestSeen });
