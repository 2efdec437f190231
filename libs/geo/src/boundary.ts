import { COAST_TOLERANCE_KM, NIGERIA_BOUNDARY, NIGERIA_COASTLINE } from './data/nigeria-boundary.js';
import {
  IndexedMultiPolygon,
  KM_PER_DEGREE,
  bboxContains,
  bboxOfRings,
  ringDistanceKm,
  sideDistanceKm,
  type BBox,
} from './geometry.js';

const country = new IndexedMultiPolygon(NIGERIA_BOUNDARY);

// Bounding box of the coastline grown by the tolerance: cheap reject for the coast band.
const coastBBox: BBox = (() => {
  const b = bboxOfRings(NIGERIA_COASTLINE);
  const dLat = COAST_TOLERANCE_KM / KM_PER_DEGREE;
  const dLon = dLat / Math.cos((b.maxLat * Math.PI) / 180);
  return { minLon: b.minLon - dLon, minLat: b.minLat - dLat, maxLon: b.maxLon + dLon, maxLat: b.maxLat + dLat };
})();

function isValidCoordinate(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
  );
}

/** True when the point is inside Nigeria's land boundary polygon (ignoring the coast band). */
export function isInNigeriaPolygon(latitude: number, longitude: number): boolean {
  return isValidCoordinate(latitude, longitude) && country.contains(latitude, longitude);
}

/** Distance in km from the point to Nigeria's (generalised) coastline. */
export function distanceToCoastKm(latitude: number, longitude: number): number {
  let best = Infinity;
  for (const line of NIGERIA_COASTLINE) best = Math.min(best, ringDistanceKm(line, latitude, longitude, false));
  return best;
}

/**
 * True when (latitude, longitude) lies in Nigeria: inside the Natural Earth 1:10m boundary
 * polygon (multipolygon with holes, even-odd rule), or within COAST_TOLERANCE_KM of its
 * coastline — the 1:10m coast is generalised and leaves out e.g. Lagos Island, Victoria
 * Island and Bonny. Land borders (Benin, Niger, Chad, Cameroon) get no tolerance, and the
 * band stops square at the two ends of the coastline, where it meets Benin and Cameroon.
 */
export function isInNigeria(latitude: number, longitude: number): boolean {
  if (!isValidCoordinate(latitude, longitude)) return false;
  if (country.contains(latitude, longitude)) return true;
  if (!bboxContains(coastBBox, latitude, longitude)) return false;
  for (const line of NIGERIA_COASTLINE) {
    if (sideDistanceKm(line, latitude, longitude) <= COAST_TOLERANCE_KM) return true;
  }
  return false;
}

export { COAST_TOLERANCE_KM };
