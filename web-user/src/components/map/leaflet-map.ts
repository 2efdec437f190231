// Loaded on demand (import()) so Leaflet and its styles never weigh on pages without a map.
import { circleMarker, map as leafletMap, tileLayer } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { attributionHtml, watchTiles } from '@app/geo/map-tiles';

/** The spec's map: default zoom 15, minimum zoom 3. */
const ZOOM = 15;
const MIN_ZOOM = 3;

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
  const tiles = tileLayer(options.tileUrl, {
    attribution: attributionHtml(options.attribution),
    minZoom: MIN_ZOOM,
    maxZoom: 19,
  });
  const stopWatching = watchTiles(tiles, options.onTiles);
  tiles.addTo(map);
  circleMarker(center, { radius: 9, color: '#ffffff', weight: 3, fillColor: '#c62828', fillOpacity: 1 }).addTo(map);
  // A map drawn while its dialog opens measures a box still growing: measure again when it settles.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(element);
  return {
    remove() {
      stopWatching();
      resize.disconnect();
      map.remove();
    },
  };
}
