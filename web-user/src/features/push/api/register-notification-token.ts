import { api } from '@/lib/api-client';

/** POST /v1/user/notification/token: the push subscription (as JSON text) and this browser's device id. */
export const registerNotificationToken = (body: { notification_token: string; device_id: string }) =>
  api.post<unknown>('/user/notification/token', body, { silent: true });
