// Shared by the two web apps' Leaflet maps; kept free of Leaflet (and of the DOM) so it stays a plain module.

/** The part of a Leaflet tile layer the watch listens to. */
export interface TileEvents {
  on(type: 'tileload' | 'load', listener: () => void): unknown;
}

/** Tiles that have not arrived by then are taken as unreachable (a server that never answers). */
export const TILE_TIMEOUT_MS = 10_000;

/**
 * Tells `onTiles` once whether the layer could show tiles: true at the first tile loaded; false when every tile of
 * the first view failed, or none arrived in time, so the caller can fall back. Call the returned stop when the map
 * goes, so a late answer is not told.
 */
export function watchTiles(tiles: TileEvents, onTiles: (shown: boolean) => void): () => void {
  let told = false;
  let loaded = 0;
  const tell = (shown: boolean) => {
    if (told) return;
    told = true;
    clearTimeout(timer);
    onTiles(shown);
  };
  tiles.on('tileload', () => {
    loaded += 1;
    tell(true);
  });
  // 'load' fires once every tile of the view has settled, loaded or failed.
  tiles.on('load', () => {
    if (loaded === 0) tell(false);
  });
  const timer = setTimeout(() => tell(loaded > 0), TILE_TIMEOUT_MS);
  return () => {
    told = true;
    clearTimeout(timer);
  };
}

/** Leaflet shows attributions as HTML: a tile provider's text is escaped first. */
export const attributionHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A drawn map, as far as its owner takes it down. */
export interface Removable {
  remove(): void;
}

/**
 * Draws a map whose code loads on demand: `load` imports the map module (an `import()`, so the map library stays
 * out of the page's first chunks), `mount` draws it with it (null when there is nowhere to draw any more) and passes
 * `onTiles` to the tile watch. `onFailed` is told when the module or the drawing failed, or the tiles could not be
 * shown, so the caller can fall back. Returns the cleanup: the map is removed, and a late load or answer ignored.
 */
export function mountOnDemand<Module, Mounted extends Removable>(
  load: () => Promise<Module>,
  mount: (module: Module, onTiles: (shown: boolean) => void) => Mounted | null,
  onFailed: () => void,
): () => void {
  let cancelled = false;
  let mounted: Mounted | null = null;
  const fail = () => {
    if (!cancelled) onFailed();
  };
  load()
    .then((module) => {
      if (cancelled) return;
      mounted = mount(module, (shown) => {
        if (!shown) fail();
      });
    })
    .catch(fail);
  return () => {
    cancelled = true;
    mounted?.remove();
  };
}
