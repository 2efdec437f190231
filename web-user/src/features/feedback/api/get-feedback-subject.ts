import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, dataOf, silentApi } from '@/lib/api-client';
import type { FeedbackType } from '@app/domain';

/** A donor of the request, as its recipient may name them in feedback. */
export interface FeedbackDonor {
  match_id: string;
  name: string;
  /** Only a donor who accepted and was not confirmed can be reported as not showing up. */
  status: 'accepted' | 'confirmed';
}

/** What the Give Feedback form is about: the request, whom it names, and (for a recipient) its donors. */
export interface FeedbackSubject {
  request_id: string;
  name: string;
  hospital: string;
  donors: FeedbackDonor[];
  already_given: boolean;
}

const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`.trim();

/**
 * The current request of a Give Feedback link: a donor's own match (GET /v1/requests/donor/:id/match) or a
 * recipient's own request (GET /v1/requests?id=, empty when not theirs). null when there is no such request.
 */
export const getFeedbackSubject = async (type: FeedbackType, requestId: string): Promise<FeedbackSubject | null> => {
  try {
    const given = dataOf(silentApi.GET('/v1/feedbacks/status', { params: { query: { request_id: requestId } } })).catch(
      () => false,
    );
    if (type === 'Donor') {
      const { match } = await dataOf(
        silentApi.GET('/v1/requests/donor/{id}/match', { params: { path: { id: requestId } } }),
      );
      return {
        request_id: match.request.id,
        name: fullName(match.request.user),
        hospital: match.request.hospital,
        donors: [],
        already_given: await given,
      };
    }
    const { requests } = await dataOf(silentApi.GET('/v1/requests', { params: { query: { id: requestId } } }));
    const request = requests[0];
    if (!request) return null;
    return {
      request_id: request.id,
      name: '',
      hospital: request.hospital,
      donors: request.matches.map((match) => ({
        match_id: match.id,
        name: fullName(match.user),
        status: match.status,
      })),
      already_given: await given,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
};

export const feedbackSubjectQueryOptions = (type: FeedbackType, requestId: string) =>
  queryOptions({
    queryKey: ['feedback-subject', type, requestId],
    queryFn: () => getFeedbackSubject(type, requestId),
    retry: false,
  });

export const useFeedbackSubject = (type: FeedbackType, requestId: string) =>
  useQuery(feedbackSubjectQueryOptions(type, requestId));
