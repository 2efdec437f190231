import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';
import { useIsPrerenderedForAnyUser } from '@/lib/prerender-audience';

export type YourRequestsPage = DataOf<'/v1/requests', 'get'>;
export type YourRequest = YourRequestsPage['requests'][number];
export type YourRequestMatch = YourRequest['matches'][number];

export const YOUR_REQUESTS_PAGE_SIZE = 20;
/** How often an open popup asks again, so new donors and the widening search show while the recipient waits. */
export const POPUP_REFRESH_MS = 10_000;

/** GET /v1/requests?page&limit=20&user_id: the recipient's own requests, newest first, with matches and progress. */
export const getYourRequests = ({ page, userId }: { page: number; userId?: string }) =>
  dataOf(api.GET('/v1/requests', { params: { query: { page, limit: YOUR_REQUESTS_PAGE_SIZE, user_id: userId } } }));

export const yourRequestsQueryOptions = (page: number, userId?: string) =>
  queryOptions({
    queryKey: ['your-requests', 'list', { page, userId }],
    queryFn: () => getYourRequests({ page, userId }),
    placeholderData: keepPreviousData,
  });

/** Not asked while the page is drawn for every recipient (the build's, and the app's pass taking it over). */
export const useYourRequests = (page: number, userId?: string) =>
  useQuery({ ...yourRequestsQueryOptions(page, userId), enabled: !useIsPrerenderedForAnyUser() });

/** GET /v1/requests?id=: one request (a deep link or the open popup); null when it is not the caller's. */
export const getYourRequest = (id: string) =>
  dataOf(api.GET('/v1/requests', { params: { query: { id } } })).then((data) => data.requests[0] ?? null);

export const yourRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['your-requests', 'one', id],
    queryFn: () => getYourRequest(id),
    refetchInterval: POPUP_REFRESH_MS,
  });

/** One request, refreshed every few seconds while it is shown (the query lives as long as the popup). */
export const useYourRequest = (id: string | null) =>
  useQuery({ ...yourRequestQueryOptions(id ?? ''), enabled: Boolean(id) });
