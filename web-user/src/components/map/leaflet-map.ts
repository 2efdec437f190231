// Loaded on demand (import()) so Leaflet and its styles never weigh on pages without a map.
import { circleMarker, map as leafletMap, tileLayer } from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** The spec's map: default zoom 15, minimum zoom 3. */
const ZOOM = 15;
const MIN_ZOOM = 3;
/** Tiles that have not arrived by then are taken as unreachable (a server that never answers). */
const TILE_TIMEOUT_MS = 10_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface MountedMap {
  remove(): void;
}

/**
 * Draws a tile map centred on the point with a marker, in `element`. `onTiles` is told once whether tiles could be
 * shown: false when every tile of the first view failed, or none arrived in time, so the caller can fall back.
 */
export function mountMap(
  element: HTMLElement,
  options: {
    latitude: number;
    longitude: number;
    tileUrl: string;
    attribution: string;
    onTiles: (shown: boolean) => void;
  },
): MountedMap {
  const center: [number, number] = [options.latitude, options.longitude];
  const map = leafletMap(element, { center, zoom: ZOOM, minZoom: MIN_ZOOM, scrollWheelZoom: false });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" target="_blank" rel="noopener">Leaflet</a>');
  let told = false;
  const tell = (shown: boolean) => {
    if (told) return;
    told = true;
    clearTimeout(timer);
    options.onTiles(shown);
  };
  let loaded = 0;
  const tiles = tileLayer(options.tileUrl, {
    attribution: escapeHtml(options.attribution),
    minZoom: MIN_ZOOM,
    maxZoom: 19,
  });
  tiles.on('tileload', () => {
    loaded += 1;
    tell(true);
  });
  // 'load' fires once every tile of the view has settled, loaded or failed.
  tiles.on('load', () => {
    if (loaded === 0) tell(false);
  });
  tiles.addTo(map);
  circleMarker(center, { radius: 9, color: '#ffffff', weight: 3, fillColor: '#c62828', fillOpacity: 1 }).addTo(map);
  const timer = setTimeout(() => tell(loaded > 0), TILE_TIMEOUT_MS);
  // A map drawn while its dialog opens measures a box still growing: measure again when it settles.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(element);
  return {
    remove() {
      told = true;
      clearTimeout(timer);
      resize.disconnect();
      map.remove();
    },
  };
}
