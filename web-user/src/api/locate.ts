import { dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type Located = DataOf<'/v1/util/locate', 'get'>;

/** GET /v1/util/locate: the state a point lies in and the place nearest it; 400 with errors.location outside Nigeria. */
export const locate = (latitude: number, longitude: number) =>
  dataOf(silentApi.GET('/v1/util/locate', { params: { query: { latitude, longitude } } }));
