import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '@test/api';

/** Nominatim's /search and /reverse (format=jsonv2), answering for Wuse II only. */
const startNominatim = async (): Promise<Server> => {
  const wuse = {
    lat: '9.0799',
    lon: '7.4681',
    name: 'Wuse II',
    addresstype: 'suburb',
    display_name: 'Wuse II, Abuja Municipal, Federal Capital Territory, Nigeria',
    address: { suburb: 'Wuse II', city: 'Abuja', state: 'Federal Capital Territory', country_code: 'ng' },
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.writeHead(200, { 'content-type': 'application/json' });
    if (url.pathname === '/search') response.end(JSON.stringify(url.searchParams.get('q') === 'wuse' ? [wuse] : []));
    else response.end(JSON.stringify({ ...wuse, name: 'Adetokunbo Ademola Crescent', addresstype: 'road' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};

describe('places: search, "use my location" and the map settings', () => {
  let gazetteer: TestApi;
  let nominatim: TestApi;
  let server: Server;

  beforeAll(async () => {
    server = await startNominatim();
    gazetteer = await startTestApi({ MAP_TILE_URL: 'https://tiles.example.ng/osm/{z}/{x}/{y}.png' });
    nominatim = await startTestApi(
      { GEOCODER: 'nominatim', NOMINATIM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
      { database: gazetteer.database },
    );
  });
  afterAll(async () => {
    await nominatim.close();
    await gazetteer.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('names the district or town nearest "my location" from the gazetteer, never its coordinates', async () => {
    const reply = await gazetteer.http().get('/v1/util/locate?latitude=6.579&longitude=3.356').expect(200);
    expect(reply.body.data).toEqual({
      state: { id: expect.any(Number), name: 'Lagos' },
      place: { name: 'Ikeja GRA', kind: 'area' },
    });
    const town = await gazetteer.http().get('/v1/util/locate?latitude=7.3776&longitude=3.9059').expect(200);
    expect(town.body.data.place).toEqual({ name: 'Ibadan', kind: 'city' });
    await gazetteer.http().get('/v1/util/locate?latitude=6.3703&longitude=2.3912').expect(400);
  });

  it('finds districts in the gazetteer with the town they are part of, and credits both sources', async () => {
    const places = await gazetteer.http().get('/v1/util/places?q=opebi').expect(200);
    expect(places.body.data.places).toEqual([
      {
        name: 'Opebi',
        kind: 'area',
        state: 'Lagos',
        state_id: expect.any(Number),
        latitude: expect.closeTo(6.59, 1),
        longitude: expect.closeTo(3.36, 1),
        town: 'Ikeja',
      },
    ]);
    expect(places.body.data.attribution).toBe('© GeoNames, CC BY 4.0; districts © DB-IP.com, CC BY 4.0');
  });

  it('searches and reverse-geocodes through Nominatim when GEOCODER=nominatim, with its attribution', async () => {
    const places = await nominatim.http().get('/v1/util/places?q=wuse').expect(200);
    expect(places.body.data.attribution).toBe(
      '© OpenStreetMap contributors, ODbL; © GeoNames, CC BY 4.0; districts © DB-IP.com, CC BY 4.0',
    );
    expect(places.body.data.places).toEqual([
      expect.objectContaining({ name: 'Wuse II', kind: 'area', state: 'Federal Capital Territory' }),
    ]);
    expect(places.body.data.places[0].state_id).toEqual(expect.any(Number));
    const located = await nominatim.http().get('/v1/util/locate?latitude=9.08&longitude=7.468').expect(200);
    expect(located.body.data.place).toEqual({ name: 'Wuse II', kind: 'area' });
  });

  it('gives the app its tile source, and the pages may load images from that host', async () => {
    const map = await gazetteer.http().get('/v1/util/map').expect(200);
    expect(map.body.data).toEqual({
      tile_url: 'https://tiles.example.ng/osm/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    const page = await gazetteer.http().get('/');
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tiles.example.ng;");
  });
});
