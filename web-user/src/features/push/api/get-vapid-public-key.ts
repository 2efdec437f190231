import { api } from '@/lib/api-client';

export const getVapidPublicKey = () =>
  api.get<{ public_key: string }>('/push/vapid-public-key', { silent: true }).then((data) => data.public_key);
