import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { attributionHtml, TILE_TIMEOUT_MS, watchTiles } from './map-tiles.js';

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
