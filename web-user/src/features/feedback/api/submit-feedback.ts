import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeedbackInput } from '@app/domain';

/** POST /v1/feedbacks: once per request and role; a recipient's "did not show up" suspends that donor. */
export const submitFeedback = (feedback: FeedbackInput) => api.post<{ id: string }>('/feedbacks', feedback);

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
