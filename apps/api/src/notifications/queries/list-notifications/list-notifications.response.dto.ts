import { z } from 'zod';
import { pageInfoSchema } from '../../../platform/http/replies.js';

export const notificationViewSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable().describe('Where in the app the notification leads, e.g. /app/requests?id=<request id>'),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationViewSchema),
  page_info: pageInfoSchema,
});
export type NotificationList = z.output<typeof notificationListSchema>;
