import { KM_PER_DEGREE } from './geometry.js';
import { NIGERIAN_TOWNS, type Town } from './places.js';

/**
 * The town or city nearest a point (equirectangular distance, exact enough within a country): how a place is named
 * to someone who knows the area but not the hospital, e.g. in a text message. Null when no town is within `maxKm`.
 */
export function nearestTown(latitude: number, longitude: number, maxKm = 50): Town | null {
  const cosLat = Math.cos((latitude * Math.PI) / 180);
  let best: Town | null = null;
  let bestKm = Infinity;
  for (const town of NIGERIAN_TOWNS) {
    const km = Math.hypot(town.latitude - latitude, (town.longitude - longitude) * cosLat) * KM_PER_DEGREE;
    if (km < bestKm) {
      best = town;
      bestKm = km;
    }
  }
  return bestKm <= maxKm ? best : null;
}
