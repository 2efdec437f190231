export { NIGERIAN_STATES, isNigerianState, type NigerianState } from './states.js';
export { isInNigeria, isInNigeriaPolygon, distanceToCoastKm, COAST_TOLERANCE_KM } from './boundary.js';
export {
  stateAt,
  statePolygonAt,
  nearestState,
  stateCode,
  positionOutsideState,
  type PositionOutsideState,
} from './state-lookup.js';
export {
  NIGERIAN_TOWNS,
  NIGERIAN_LGAS,
  STATE_CAPITALS,
  nigerianTowns,
  type Place,
  type PlaceKind,
  type StateCapital,
  type Town,
} from './places.js';
export { NIGERIAN_AREAS } from './areas.js';
export { searchPlaces, normalizePlaceName, allPlaces } from './place-search.js';
export { FallbackGeocoder, GazetteerGeocoder, type Geocoder } from './geocoder.js';
export { NominatimGeocoder } from './nominatim-geocoder.js';
export { nearestTown, nearestPlace } from './nearest-town.js';
