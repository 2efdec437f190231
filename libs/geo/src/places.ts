import { LGA_ROWS, STATE_CAPITAL_ROWS, TOWN_ROWS } from './data/places.js';
import { NIGERIAN_STATES, type NigerianState } from './states.js';

/** `area`: a district or neighbourhood of a town (Yaba, Wuse II), as an OpenStreetMap geocoder names them. */
export type PlaceKind = 'state' | 'lga' | 'city' | 'town' | 'area';

/** A gazetteer entry, as returned by place search. */
export interface Place {
  readonly name: string;
  readonly kind: PlaceKind;
  readonly state: NigerianState;
  readonly latitude: number;
  readonly longitude: number;
  /** For an area, the town it is part of when the data names one ("Opebi" in Ikeja). */
  readonly town?: string;
}

/** A populated place (GeoNames), for demo seeding. `population` is 0 when unknown. */
export interface Town {
  readonly name: string;
  readonly kind: 'city' | 'town';
  readonly state: NigerianState;
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number;
}

/** A state with the position of its capital. */
export interface StateCapital {
  readonly state: NigerianState;
  readonly capital: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** The state at an index of NIGERIAN_STATES, as the generated data refers to states. */
export function stateName(index: number): NigerianState {
  const name = NIGERIAN_STATES[index];
  if (name === undefined) throw new Error(`geo data: no state at index ${index} of NIGERIAN_STATES`);
  return name;
}

/**
 * Nigerian cities and towns from GeoNames (all with coordinates inside Nigeria and the
 * state derived from the state polygons), most populous first.
 */
export const NIGERIAN_TOWNS: readonly Town[] = Object.freeze(
  TOWN_ROWS.map(([name, kind, state, latitude, longitude, population]) =>
    Object.freeze({
      name,
      kind: kind === 'c' ? 'city' : 'town',
      state: stateName(state),
      latitude,
      longitude,
      population,
    } as const),
  ),
);

/** Each state (NIGERIAN_STATES order) with its capital's name and position. */
export const STATE_CAPITALS: readonly StateCapital[] = Object.freeze(
  STATE_CAPITAL_ROWS.map(([capital, latitude, longitude], i) =>
    Object.freeze({ state: stateName(i), capital, latitude, longitude }),
  ),
);

/** Local government areas that have a known seat position (coordinates = the seat's). */
export const NIGERIAN_LGAS: readonly Place[] = Object.freeze(
  LGA_ROWS.map(([name, state, latitude, longitude]) =>
    Object.freeze({ name, kind: 'lga', state: stateName(state), latitude, longitude } as const),
  ),
);

/** Returns the towns list (same data as NIGERIAN_TOWNS). */
export function nigerianTowns(): readonly Town[] {
  return NIGERIAN_TOWNS;
}
