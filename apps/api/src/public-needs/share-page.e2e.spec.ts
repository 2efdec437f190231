import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { BloodRequestCreated } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import { eventually, journeyFixtures, startTestApi, type TestApi } from '@test/api';

const SHELL = `<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="The app." /><title>Blood Match</title></head><body><div id="root"></div></body></html>`;

/** The board's pages as a link preview's crawler fetches them: tags in the HTML, an image drawn from the figures. */
describe('shared board pages', () => {
  let api: TestApi;
  let dist: string;

  const get = (url: string) => api.app.getHttpAdapter().getInstance().inject({ method: 'GET', url });
  const metaOf = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-user-dist-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'shell.html'), SHELL);
    api = await startTestApi({
      WEB_USER_DIST: dist,
      PUBLIC_URL: 'https://bloodmatch.example',
      OUTBOX_POLL_INTERVAL_MS: '50',
      PUBLIC_NEEDS_CACHE_SECONDS: '0',
    });
    const fixtures = await journeyFixtures(api);
    const hospital = await fixtures.hospital('Kano Preview Hospital', { state: 'Kano' });
    const em = api.app.get(EntityManager).fork();
    const requestId = randomUUID();
    recordEvent(em, BloodRequestCreated, requestId, {
      request_id: requestId,
      recipient_user_id: randomUUID(),
      blood_group: 'AB-',
      units: 2,
      hospital: 'Kano Preview Hospital',
      hospital_id: hospital,
      state_id: fixtures.states.Kano!.id,
      latitude: 12,
      longitude: 8.5,
      needed_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await em.flush();
    await eventually(
      () => get('/v1/public/needs/kano'),
      (reply) => reply.json().data.state.needs.length > 0,
    );
  });
  afterAll(async () => {
    await api.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("writes a state's current need into its page's title, description and preview tags", async () => {
    const page = await get('/needs/kano');
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Blood needed in Kano · Blood Match</title>');
    expect(html).not.toContain('The app.');
    expect(metaOf(html, 'description')).toBe('Blood needed in Kano: AB- 2 units.');
    expect(metaOf(html, 'og:title')).toBe('Blood needed in Kano · Blood Match');
    expect(metaOf(html, 'og:description')).toBe('Blood needed in Kano: AB- 2 units.');
    expect(metaOf(html, 'og:url')).toBe('https://bloodmatch.example/needs/kano');
    expect(metaOf(html, 'og:image')).toMatch(/^https:\/\/bloodmatch\.example\/needs\/kano\/preview\.png\?v=[\w-]+$/);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<div id="root"></div>');
  });

  it('says so when a state needs nothing, and answers an unknown state with the app page and 404', async () => {
    expect(metaOf((await get('/needs/ekiti')).body, 'og:description')).toBe(
      'No blood is needed in Ekiti right now. Donors can still give at a verified blood bank.',
    );
    const unknown = await get('/needs/atlantis');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(SHELL);
    expect((await get('/needs')).body).toContain('content="Blood is needed in 1 state: Kano."');
  });

  it('draws the preview image as a PNG, and answers 404 for an unknown state', async () => {
    const image = await get(
      metaOf((await get('/needs/kano')).body, 'og:image')!.replace('https://bloodmatch.example', ''),
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=300');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Width and height from the PNG's header.
    expect([image.rawPayload.readUInt32BE(16), image.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await get('/needs/atlantis/preview.png')).statusCode).toBe(404);
  });
});
