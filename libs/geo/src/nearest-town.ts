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

let named: readonly Place[] | undefined;

/**
 * The named place of the gazetteer (town, city, LGA seat) nearest a point, for "use my location": a person reads
 * "Near Ikeja, Lagos", never coordinates. Null when nothing is within `maxKm`.
 */
export function nearestPlace(latitude: number, longitude: number, maxKm = 30): Place | null {
  named ??= allPlaces().filter((place) => place.kind !== 'state');
  return nearest(named, latitude, longitude, maxKm);
}
