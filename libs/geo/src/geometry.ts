/**
 * Planar geometry on longitude/latitude degrees, small enough for a country the size of
 * Nigeria. Rings are flat arrays [lon0, lat0, lon1, lat1, ...], implicitly closed.
 */

/** A ring: flat [lon, lat, lon, lat, ...], not repeating the first point at the end. */
export type FlatRing = readonly number[];
/** A polygon: first ring is the outer boundary, the others are holes. */
export type FlatPolygon = readonly FlatRing[];
/** Several polygons (islands). */
export type FlatMultiPolygon = readonly FlatPolygon[];

export interface BBox {
  readonly minLon: number;
  readonly minLat: number;
  readonly maxLon: number;
  readonly maxLat: number;
}

export const KM_PER_DEGREE = 111.195;

export function bboxOfRings(rings: readonly FlatRing[]): BBox {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 2) {
      const x = ring[i]!;
      const y = ring[i + 1]!;
      if (x < minLon) minLon = x;
      if (x > maxLon) maxLon = x;
      if (y < minLat) minLat = y;
      if (y > maxLat) maxLat = y;
    }
  }
  return { minLon, minLat, maxLon, maxLat };
}

export function bboxContains(b: BBox, lat: number, lon: number): boolean {
  return lat >= b.minLat && lat <= b.maxLat && lon >= b.minLon && lon <= b.maxLon;
}

const BAND_HEIGHT = 0.05; // degrees of latitude per band of the edge index

/**
 * A ring prepared for fast even-odd point-in-ring tests: its edges are bucketed by
 * latitude band so a test only looks at the few edges that cross the point's band.
 */
export class IndexedRing {
  private readonly coords: Float64Array;
  private readonly minLat: number;
  private readonly bands: readonly Uint32Array[];

  constructor(ring: FlatRing) {
    this.coords = Float64Array.from(ring);
    const n = ring.length / 2;
    let minLat = Infinity;
    let maxLat = -Infinity;
    for (let i = 1; i < ring.length; i += 2) {
      minLat = Math.min(minLat, ring[i]!);
      maxLat = Math.max(maxLat, ring[i]!);
    }
    this.minLat = minLat;
    const bandCount = Math.max(1, Math.floor((maxLat - minLat) / BAND_HEIGHT) + 1);
    const buckets: number[][] = Array.from({ length: bandCount }, () => []);
    for (let i = 0, j = n - 1; i < n; j = i, i++) {
      const y1 = ring[2 * i + 1]!;
      const y2 = ring[2 * j + 1]!;
      const lo = Math.floor((Math.min(y1, y2) - minLat) / BAND_HEIGHT);
      const hi = Math.min(bandCount - 1, Math.floor((Math.max(y1, y2) - minLat) / BAND_HEIGHT));
      for (let b = lo; b <= hi; b++) buckets[b]!.push(i);
    }
    this.bands = buckets.map((b) => Uint32Array.from(b));
  }

  /** Even-odd rule; `lon`/`lat` in degrees. */
  contains(lat: number, lon: number): boolean {
    const band = Math.floor((lat - this.minLat) / BAND_HEIGHT);
    if (band < 0 || band >= this.bands.length) return false;
    const edges = this.bands[band]!;
    const c = this.coords;
    const n = c.length / 2;
    let inside = false;
    for (let k = 0; k < edges.length; k++) {
      const i = edges[k]!;
      const j = i === 0 ? n - 1 : i - 1;
      const xi = c[2 * i]!;
      const yi = c[2 * i + 1]!;
      const xj = c[2 * j]!;
      const yj = c[2 * j + 1]!;
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) {
        inside = !inside;
      }
    }
    return inside;
  }
}

/** A multipolygon prepared for point tests (bounding-box prefilter per polygon). */
export class IndexedMultiPolygon {
  readonly bbox: BBox;
  private readonly polygons: readonly {
    readonly bbox: BBox;
    readonly outer: IndexedRing;
    readonly holes: readonly IndexedRing[];
  }[];
  private readonly raw: FlatMultiPolygon;

  constructor(multi: FlatMultiPolygon) {
    this.raw = multi;
    this.polygons = multi.map((poly) => ({
      bbox: bboxOfRings(poly.slice(0, 1)),
      outer: new IndexedRing(poly[0]!),
      holes: poly.slice(1).map((h) => new IndexedRing(h)),
    }));
    this.bbox = bboxOfRings(multi.map((p) => p[0]!));
  }

  contains(lat: number, lon: number): boolean {
    if (!bboxContains(this.bbox, lat, lon)) return false;
    for (const p of this.polygons) {
      if (!bboxContains(p.bbox, lat, lon) || !p.outer.contains(lat, lon)) continue;
      if (!p.holes.some((h) => h.contains(lat, lon))) return true;
    }
    return false;
  }

  /** Approximate distance in km from the point to the nearest boundary edge. */
  distanceKm(lat: number, lon: number): number {
    let best = Infinity;
    for (const poly of this.raw) {
      for (const ring of poly) best = Math.min(best, ringDistanceKm(ring, lat, lon, true));
    }
    return best;
  }
}

/**
 * Distance in km from a point to a flat polyline (closed when `closed`), in a local
 * equirectangular frame: accurate to well under 1% over tens of kilometres.
 */
export function ringDistanceKm(line: readonly number[], lat: number, lon: number, closed: boolean): number {
  const k = Math.cos((lat * Math.PI) / 180);
  const n = line.length / 2;
  let best = Infinity;
  for (let i = closed ? 0 : 1; i < n; i++) {
    const j = i === 0 ? n - 1 : i - 1;
    const x0 = (line[2 * j]! - lon) * k;
    const y0 = line[2 * j + 1]! - lat;
    const dx = (line[2 * i]! - lon) * k - x0;
    const dy = line[2 * i + 1]! - lat - y0;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(x0 * dx + y0 * dy) / len2));
    const cx = x0 + t * dx;
    const cy = y0 + t * dy;
    const d2 = cx * cx + cy * cy;
    if (d2 < best) best = d2;
  }
  return Math.sqrt(best) * KM_PER_DEGREE;
}

/**
 * Distance in km from a point to an open polyline, measured only where the point lies
 * "beside" the line: when the nearest point of the line is one of its two end vertices
 * (the point is beyond an end), returns Infinity. For a closed polyline (first vertex ==
 * last vertex) this is the plain distance. Used for the coast band, so that the band does
 * not spill round the ends of the coastline into the neighbouring country.
 */
export function sideDistanceKm(line: readonly number[], lat: number, lon: number): number {
  const n = line.length / 2;
  const closed = n > 2 && line[0] === line[2 * n - 2] && line[1] === line[2 * n - 1];
  const k = Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  let atEnd = false;
  for (let i = 1; i < n; i++) {
    const x0 = (line[2 * i - 2]! - lon) * k;
    const y0 = line[2 * i - 1]! - lat;
    const dx = (line[2 * i]! - lon) * k - x0;
    const dy = line[2 * i + 1]! - lat - y0;
    const len2 = dx * dx + dy * dy;
    const raw = len2 === 0 ? 0 : -(x0 * dx + y0 * dy) / len2;
    const t = Math.max(0, Math.min(1, raw));
    const cx = x0 + t * dx;
    const cy = y0 + t * dy;
    const d2 = cx * cx + cy * cy;
    if (d2 < best) {
      best = d2;
      atEnd = !closed && ((i === 1 && raw < 0) || (i === n - 1 && raw > 1));
    }
  }
  return atEnd ? Infinity : Math.sqrt(best) * KM_PER_DEGREE;
}
