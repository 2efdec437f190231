import { STATE_POLYGONS } from './data/state-polygons.js';
import { isInNigeria } from './boundary.js';
import { IndexedMultiPolygon } from './geometry.js';
import type { NigerianState } from './states.js';

interface IndexedState {
  readonly name: NigerianState;
  readonly code: string;
  readonly shape: IndexedMultiPolygon;
}

const STATES: readonly IndexedState[] = STATE_POLYGONS.map((s) => ({
  name: s.name as NigerianState,
  code: s.code,
  shape: new IndexedMultiPolygon(s.polygons),
}));

/** The state polygon containing the point, ignoring the country test and gaps. */
export function statePolygonAt(latitude: number, longitude: number): NigerianState | null {
  for (const s of STATES) {
    if (s.shape.contains(latitude, longitude)) return s.name;
  }
  return null;
}

/** The state whose polygon boundary is nearest to the point (for gaps and the coast band). */
export function nearestState(latitude: number, longitude: number): NigerianState {
  let best = STATES[0]!;
  let bestKm = Infinity;
  for (const s of STATES) {
    const d = s.shape.distanceKm(latitude, longitude);
    if (d < bestKm) {
      bestKm = d;
      best = s;
    }
  }
  return best.name;
}

/**
 * Canonical name of the Nigerian state (or the FCT) containing the point, or null when
 * the point is not in Nigeria (see isInNigeria). A point in Nigeria that no state polygon
 * contains (the coast band, boundary slivers) gets the nearest state.
 */
export function stateAt(latitude: number, longitude: number): NigerianState | null {
  if (!isInNigeria(latitude, longitude)) return null;
  return statePolygonAt(latitude, longitude) ?? nearestState(latitude, longitude);
}

/** ISO 3166-2 code (e.g. "NG-LA") of a canonical state name. */
export function stateCode(state: NigerianState): string {
  const s = STATES.find((x) => x.name === state);
  if (!s) throw new Error(`unknown state ${state}`);
  return s.code;
}

export type PositionOutsideState = { outsideNigeria: true } | { outsideNigeria: false; stateAt: NigerianState };

/**
 * Why a point cannot be a place in `state`: it lies outside Nigeria, or in another state (named); null when it lies
 * in that state. Every position given with a state (a profile, a request, a hospital, a registry row) is held to it.
 */
export function positionOutsideState(latitude: number, longitude: number, state: string): PositionOutsideState | null {
  const found = stateAt(latitude, longitude);
  if (found === null) return { outsideNigeria: true };
  return found === state ? null : { outsideNigeria: false, stateAt: found };
}
