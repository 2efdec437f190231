import { KM_PER_DEGREE } from './geometry.js';
import { allPlaces } from './place-search.js';
import { NIGERIAN_TOWNS, type Place, type Town } from './places.js';

/** Equirectangular distance in km: exact enough within a country. */
const distanceKm = (latitude: number, longitude: number, other: { latitude: number; longitude: number }) =>
  Math.hypot(other.latitude - latitude, (other.longitude - longitude) * Math.cos((latitude * Math.PI) / 180)) *
  KM_PER_DEGREE;

function nearest<T extends { latitude: number; longitude: number }>(
  candidates: readonly T[],
  latitude: number,
  longitude: number,
  maxKm: number,
): T | null {
  let best: T | null = null;
  let bestKm = Infinity;
  for (const candidate of candidates) {
    const km = distanceKm(latitude, longitude, candidate);
    if (km < bestKm) {
      best = candidate;
      bestKm = km;
    }
  }
  return bestKm <= maxKm ? best : null;
}

/**
 * The town or city nearest a point: how a place is named to someone who knows the area but not the hospital, e.g. in
 * a text message. Null when no town is within `maxKm`.
 */
export function nearestTown(latitude: number, longitude: number, maxKm = 50): Town | null {
  return nearest(NIGERIAN_TOWNS, latitude, longitude, maxKm);
}

/** A district is named only this close to its recorded point: it is a part of a town, not a town's whole area. */
export const AREA_NEAR_KM = 2;

let towns: readonly Place[] | undefined;
let areas: readonly Place[] | undefined;

/**
 * The named place of the gazetteer nearest a point, for "use my location": a person reads "Near Ikeja GRA, Lagos" or
 * "Near Ikeja, Lagos", never coordinates. A district counts within AREA_NEAR_KM, a town, city or LGA seat within
 * `maxKm`; the nearer of the two names the point. Null when neither is that close.
 */
export function nearestPlace(latitude: number, longitude: number, maxKm = 30): Place | null {
  towns ??= allPlaces().filter((place) => place.kind !== 'state' && place.kind !== 'area');
  areas ??= allPlaces().filter((place) => place.kind === 'area');
  const town = nearest(towns, latitude, longitude, maxKm);
  const area = nearest(areas, latitude, longitude, Math.min(AREA_NEAR_KM, maxKm));
  if (!area) return town;
  return !town || distanceKm(latitude, longitude, area) < distanceKm(latitude, longitude, town) ? area : town;
}
