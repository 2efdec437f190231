// Loaded on demand (import()) so Leaflet and its styles weigh only on the hospital forms.
import { divIcon, map as leafletMap, marker as leafletMarker, tileLayer, type Marker } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { attributionHtml, watchTiles } from '@app/geo/map-tiles';

/** Nigeria whole, for a hospital not placed yet. */
const NIGERIA = { center: [9.08, 8.68] as [number, number], zoom: 6 };
const PLACED_ZOOM = 15;
/** About 10 cm: more digits than a map click means. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

// Drawn in CSS: Leaflet's default marker is an image the bundler would have to find.
const PIN = divIcon({
  className: '',
  html: '<div style="width:22px;height:22px;border-radius:50% 50% 50% 0;background:#c62828;border:3px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 4px rgba(0,0,0,.5)"></div>',
  iconSize: [22, 22],
  iconAnchor: [11, 26],
});

export interface PositionMap {
  /** Shows a position typed elsewhere, without reporting it back. */
  show(latitude: number, longitude: number): void;
  remove(): void;
}

/**
 * A tile map in `element` where a click places the hospital's marker and dragging moves it; each new position goes
 * to `onPick`. `onTiles` is told once whether tiles could be shown (false when every tile of the first view failed or
 * none arrived in time), so the form can fall back to its coordinate inputs alone.
 */
export function mountPositionMap(
  element: HTMLElement,
  options: {
    position: { latitude: number; longitude: number } | null;
    tileUrl: string;
    attribution: string;
    onPick: (latitude: number, longitude: number) => void;
    onTiles: (shown: boolean) => void;
  },
): PositionMap {
  const start = options.position;
  const map = leafletMap(element, {
    center: start ? [start.latitude, start.longitude] : NIGERIA.center,
    zoom: start ? PLACED_ZOOM : NIGERIA.zoom,
    minZoom: 5,
    scrollWheelZoom: false,
  });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" target="_blank" rel="noopener">Leaflet</a>');

  let marker: Marker | null = null;
  const place = (latitude: number, longitude: number) => {
    if (marker) marker.setLatLng([latitude, longitude]);
    else {
      marker = leafletMarker([latitude, longitude], {
        icon: PIN,
        draggable: true,
        title: 'Hospital position',
        alt: 'Hospital position',
      }).addTo(map);
      marker.on('dragend', () => {
        const at = marker!.getLatLng();
        options.onPick(round(at.lat), round(at.lng));
      });
    }
  };
  if (start) place(start.latitude, start.longitude);
  map.on('click', (event) => {
    const latitude = round(event.latlng.lat);
    const longitude = round(event.latlng.lng);
    place(latitude, longitude);
    options.onPick(latitude, longitude);
  });

  const tiles = tileLayer(options.tileUrl, { attribution: attributionHtml(options.attribution), maxZoom: 19 });
  const stopWatching = watchTiles(tiles, options.onTiles);
  tiles.addTo(map);
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(element);

  return {
    show(latitude, longitude) {
      const current = marker?.getLatLng();
      if (current && current.lat === latitude && current.lng === longitude) return;
      place(latitude, longitude);
      // Close enough to see the streets around it, so a click can then correct it.
      map.setView([latitude, longitude], Math.max(map.getZoom(), PLACED_ZOOM));
    },
    remove() {
      stopWatching();
      resize.disconnect();
      map.remove();
    },
  };
}
