import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/app';
import { api, dataOf } from '@/lib/api-client';
import type { PageInfo } from '@/lib/api-types';
import type { FeedbackType } from '@app/domain';

export interface FeedbackItem {
  id: string;
  request_id: string;
  name: string | null;
  hospital: string | null;
  description: string;
  outcome: string | null;
  created_at: string;
}

export interface FeedbacksPage {
  feedbacks: FeedbackItem[];
  page_info: PageInfo;
}

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
