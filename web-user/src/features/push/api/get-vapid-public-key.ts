import { dataOf, silentApi } from '@/lib/api-client';

export const getVapidPublicKey = () =>
  dataOf(silentApi.GET('/v1/push/vapid-public-key')).then((data) => data.public_key);
