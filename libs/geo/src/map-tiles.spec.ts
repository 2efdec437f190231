import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { attributionHtml, mountOnDemand, TILE_TIMEOUT_MS, watchTiles } from './map-tiles.js';

/** A tile layer whose events the test fires. */
const layer = () => {
  const listeners: Record<string, (() => void)[]> = {};
  return {
    on: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    fire: (type: 'tileload' | 'load') => listeners[type]?.forEach((listener) => listener()),
  };
};

describe('watchTiles', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('tells once that tiles show, at the first tile loaded', () => {
    const tiles = layer();
    const told: boolean[] = [];
    watchTiles(tiles, (shown) => told.push(shown));
    tiles.fire('tileload');
    tiles.fire('tileload');
    tiles.fire('load');
    jest.advanceTimersByTime(TILE_TIMEOUT_MS);
    expect(told).toEqual([true]);
  });

  it('tells that tiles do not show when the view settled with none loaded', () => {
    const tiles = layer();
    const told: boolean[] = [];
    watchTiles(tiles, (shown) => told.push(shown));
    tiles.fire('load');
    tiles.fire('tileload');
    expect(told).toEqual([false]);
  });

  it('tells that tiles do not show when none arrived in time', () => {
    const told: boolean[] = [];
    watchTiles(layer(), (shown) => told.push(shown));
    jest.advanceTimersByTime(TILE_TIMEOUT_MS - 1);
    expect(told).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(told).toEqual([false]);
  });

  it('tells nothing once stopped', () => {
    const tiles = layer();
    const told: boolean[] = [];
    watchTiles(tiles, (shown) => told.push(shown))();
    tiles.fire('tileload');
    jest.advanceTimersByTime(TILE_TIMEOUT_MS);
    expect(told).toEqual([]);
  });
});

describe('attributionHtml', () => {
  it('escapes what HTML would read', () => {
    expect(attributionHtml(`© <OSM> & "friends"`)).toBe('© &#60;OSM&#62; &#38; &#34;friends&#34;');
  });
});

describe('mountOnDemand', () => {
  /** A map module that records what happens to the maps it draws; `tiles` is what the tile watch reports. */
  const mapModule = (tiles?: boolean) => {
    const events: string[] = [];
    return {
      events,
      module: {
        draw: (onTiles: (shown: boolean) => void) => {
          events.push('drawn');
          if (tiles !== undefined) onTiles(tiles);
          return { remove: () => events.push('removed') };
        },
      },
    };
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('draws the map once its module loaded, and removes it at cleanup', async () => {
    const { events, module } = mapModule(true);
    const cleanUp = mountOnDemand(
      () => Promise.resolve(module),
      ({ draw }, onTiles) => draw(onTiles),
      () => events.push('failed'),
    );
    expect(events).toEqual([]);
    await settled();
    expect(events).toEqual(['drawn']);
    cleanUp();
    expect(events).toEqual(['drawn', 'removed']);
  });

  it('fails when the module does not load, when drawing throws, or when the tiles do not show', async () => {
    const failures: string[] = [];
    const { module } = mapModule(false);
    mountOnDemand(
      () => Promise.reject(new Error('offline')),
      () => null,
      () => failures.push('load'),
    );
    mountOnDemand(
      () => Promise.resolve(module),
      () => {
        throw new Error('no room');
      },
      () => failures.push('draw'),
    );
    mountOnDemand(
      () => Promise.resolve(module),
      ({ draw }, onTiles) => draw(onTiles),
      () => failures.push('tiles'),
    );
    await settled();
    expect(failures.sort()).toEqual(['draw', 'load', 'tiles']);
  });

  it('neither draws nor tells a failure after cleanup', async () => {
    const { events, module } = mapModule(true);
    mountOnDemand(
      () => Promise.resolve(module),
      ({ draw }, onTiles) => draw(onTiles),
      () => events.push('failed'),
    )();
    mountOnDemand(
      () => Promise.reject(new Error('offline')),
      () => null,
      () => events.push('failed'),
    )();
    await settled();
    expect(events).toEqual([]);
  });

  it('tells a failure of the tiles that comes after the map was drawn', async () => {
    let reportTiles: (shown: boolean) => void = () => undefined;
    const failures: string[] = [];
    const cleanUp = mountOnDemand(
      () => Promise.resolve(null),
      (_module, onTiles) => {
        reportTiles = onTiles;
        return { remove: () => undefined };
      },
      () => failures.push('tiles'),
    );
    await settled();
    reportTiles(false);
    expect(failures).toEqual(['tiles']);
    cleanUp();
    reportTiles(false);
    expect(failures).toEqual(['tiles']);
  });
});
