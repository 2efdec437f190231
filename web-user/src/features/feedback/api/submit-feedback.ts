import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';

/** POST /v1/feedbacks: once per request and role; a recipient's "did not show up" suspends that donor. */
export const submitFeedback = (feedback: BodyOf<'/v1/feedbacks', 'post'>) =>
  dataOf(api.POST('/v1/feedbacks', { body: feedback }));

export const useSubmitFeedback = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['feedbacks'] }),
        client.invalidateQueries({ queryKey: ['feedback-subject'] }),
      ]),
  });
};
