import { dataOf, silentApi } from '@/lib/api-client';
import type { State } from '@/lib/api-types';

export interface Located {
  state: State;
  /** The named place nearest the point (neighbourhood, town or LGA), null when none is known near it. */
  place: { name: string; kind: string } | null;
}

/** GET /v1/util/locate: the state a point lies in and the place nearest it; 400 with errors.location outside Nigeria. */
export const locate = (latitude: number, longitude: number) =>
  dataOf(silentApi.GET('/v1/util/locate', { params: { query: { latitude, longitude } } }));
