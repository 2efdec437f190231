import { dataOf, silentApi } from '@/lib/api-client';

/** POST /v1/user/notification/token: the push subscription (as JSON text) and this browser's device id. */
export const registerNotificationToken = (body: { notification_token: string; device_id: string }) =>
  dataOf(silentApi.POST('/v1/user/notification/token', { body }));
