import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FallbackGeocoder, GazetteerGeocoder } from './geocoder.js';
import { NominatimGeocoder } from './nominatim-geocoder.js';

/** Replies shaped as Nominatim 4.x sends them for format=jsonv2&addressdetails=1 (fields this code does not read left out). */
const YABA = {
  place_id: 1,
  lat: '6.5095',
  lon: '3.3711',
  category: 'place',
  type: 'suburb',
  addresstype: 'suburb',
  name: 'Yaba',
  display_name: 'Yaba, Lagos Mainland, Lagos, Nigeria',
  address: { suburb: 'Yaba', county: 'Lagos Mainland', state: 'Lagos', country: 'Nigeria', country_code: 'ng' },
};
const COTONOU = { ...YABA, place_id: 2, lat: '6.3703', lon: '2.3912', name: 'Yaba', addresstype: 'neighbourhood' };
const IKEJA_GRA_REVERSE = {
  place_id: 3,
  lat: '6.5790',
  lon: '3.3560',
  category: 'highway',
  type: 'residential',
  addresstype: 'road',
  name: 'Isaac John Street',
  display_name: 'Isaac John Street, Ikeja GRA, Ikeja, Lagos, Nigeria',
  address: { road: 'Isaac John Street', neighbourhood: 'Ikeja GRA', city: 'Ikeja', state: 'Lagos', country_code: 'ng' },
};

describe('NominatimGeocoder against a server speaking the Nominatim API', () => {
  let server: Server;
  let base: string;
  const asked: URL[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      asked.push(url);
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/search') {
        const q = url.searchParams.get('q');
        return json(200, q === 'yaba' ? [YABA, COTONOU] : q === 'broken' ? { oops: true } : []);
      }
      if (url.pathname === '/reverse') {
        return url.searchParams.get('lat') === '6.579'
          ? json(200, IKEJA_GRA_REVERSE)
          : json(200, { error: 'Unable to geocode' });
      }
      if (url.pathname === '/fail/search') return json(503, { error: 'down' });
      return json(404, {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('searches Nigeria only, in JSON, and names districts with the state from the polygons', async () => {
    const places = await new NominatimGeocoder(base).search('yaba', 5);
    // The result in Benin (Cotonou's coordinates) is dropped even though the server returned it.
    expect(places).toEqual([{ name: 'Yaba', kind: 'area', state: 'Lagos', latitude: 6.5095, longitude: 3.3711 }]);
    const query = asked.at(-1)!.searchParams;
    expect(query.get('countrycodes')).toBe('ng');
    expect(query.get('format')).toBe('jsonv2');
    expect(query.get('limit')).toBe('5');
    expect(await new NominatimGeocoder(base).search('nowhere')).toEqual([]);
    expect(await new NominatimGeocoder(base).search('broken')).toEqual([]);
    expect(await new NominatimGeocoder(base).search('y')).toEqual([]);
  });

  it('reverse names the area a point is in, not the street, at the point asked', async () => {
    const place = await new NominatimGeocoder(base).reverse(6.579, 3.356);
    expect(place).toEqual({ name: 'Ikeja GRA', kind: 'area', state: 'Lagos', latitude: 6.579, longitude: 3.356 });
    expect(asked.at(-1)!.searchParams.get('zoom')).toBe('16');
    expect(await new NominatimGeocoder(base).reverse(6.6, 3.3)).toBeNull();
  });

  it('fails loudly when the server does, so the caller can answer with an error rather than "nothing found"', async () => {
    await expect(new NominatimGeocoder(`${base}fail`).search('yaba')).rejects.toThrow(/503/);
  });

  it('behind FallbackGeocoder, a failing server gives way to the gazetteer and is reported', async () => {
    const errors: unknown[] = [];
    const geocoder = new FallbackGeocoder(new NominatimGeocoder(`${base}fail`), new GazetteerGeocoder(), (error) =>
      errors.push(error),
    );
    expect((await geocoder.search('ikeja'))[0]).toMatchObject({ name: 'Ikeja', state: 'Lagos' });
    expect(errors).toHaveLength(1);
    expect(await geocoder.reverse(7.3776, 3.9059)).toMatchObject({ name: 'Ibadan' });
    expect(errors).toHaveLength(2);
    // A point the server has no name for is named by the gazetteer.
    const named = new FallbackGeocoder(new NominatimGeocoder(base), new GazetteerGeocoder());
    expect(await named.reverse(6.6, 3.3)).toMatchObject({ state: 'Lagos' });
    expect(geocoder.attribution).toBe(
      '© OpenStreetMap contributors, ODbL; © GeoNames, CC BY 4.0; districts © DB-IP.com, CC BY 4.0',
    );
  });
});
