import { api } from '@/lib/api-client';
import type { State } from '@/lib/api-types';

export interface Located {
  state: State;
  /** The named place nearest the point (neighbourhood, town or LGA), null when none is known near it. */
  place: { name: string; kind: string } | null;
}

/** GET /v1/util/locate: the state a point lies in and the place nearest it; 400 with errors.location outside Nigeria. */
export const locate = (latitude: number, longitude: number) =>
  api.get<Located>('/util/locate', { query: { latitude, longitude }, silent: true });
