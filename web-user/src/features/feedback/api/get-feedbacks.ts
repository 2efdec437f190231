import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/app';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';
import type { FeedbackType } from '@app/domain';

export type FeedbacksPage = DataOf<'/v1/feedbacks', 'get'>;
export type FeedbackItem = FeedbacksPage['feedbacks'][number];

/** GET /v1/feedbacks?type=Donor|Recipient: the feedback the user gave in that role, newest first. */
export const getFeedbacks = (type: FeedbackType, page: number) =>
  dataOf(api.GET('/v1/feedbacks', { params: { query: { type, page, limit: PAGE_SIZE } } }));

export const feedbacksQueryOptions = (type: FeedbackType, page: number) =>
  queryOptions({
    queryKey: ['feedbacks', type, page],
    queryFn: () => getFeedbacks(type, page),
    placeholderData: keepPreviousData,
  });

export const useFeedbacks = (type: FeedbackType, page: number) => useQuery(feedbacksQueryOptions(type, page));
