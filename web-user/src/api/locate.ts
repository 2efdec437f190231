import { api } from '@/lib/api-client';
import type { State } from '@/lib/api-types';

/** GET /v1/util/locate: the state a point lies in; 400 with errors.location when outside Nigeria. */
export const locate = (latitude: number, longitude: number) =>
  api
    .get<{ state: State }>('/util/locate', { query: { latitude, longitude }, silent: true })
    .then((data) => data.state);
