import { AREA_ROWS } from './data/areas.js';
import { stateName, type Place } from './places.js';

/**
 * Districts and neighbourhoods (DB-IP City Lite, CC BY 4.0: Opebi, Maryland, Wuse, New Bodija...), each with the
 * state derived from the state polygons and, when the data names it, the town it is part of. Kept out of
 * `places.ts`, which the user app loads, so the app's bundle does not carry them.
 */
export const NIGERIAN_AREAS: readonly Place[] = Object.freeze(
  AREA_ROWS.map(([name, town, state, latitude, longitude]) =>
    Object.freeze({
      name,
      kind: 'area',
      state: stateName(state),
      latitude,
      longitude,
      ...(town ? { town } : {}),
    } as const),
  ),
);
