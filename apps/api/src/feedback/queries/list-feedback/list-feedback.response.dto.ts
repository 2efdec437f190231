import { z } from 'zod';
import { pageInfoSchema } from '../../../platform/http/replies.js';

const feedbackItemSchema = z.object({
  id: z.string(),
  request_id: z.string(),
  name: z.string().nullable(),
  hospital: z.string().nullable(),
  description: z.string(),
  outcome: z.string().nullable(),
  created_at: z.string(),
});

export const feedbackListSchema = z.object({ feedbacks: z.array(feedbackItemSchema), page_info: pageInfoSchema });
export type FeedbackList = z.output<typeof feedbackListSchema>;
