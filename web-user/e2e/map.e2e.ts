import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { createAccount, createBloodRequest, logIn, type Account } from './support/donor-area';
import { useStackAndBrowser } from './support/suite';

/** A tile server on this machine serving a few fixture PNGs, as a self-hosted one would (MAP_TILE_URL). */
const TILES = ['land', 'road', 'water'].map((name) =>
  readFileSync(join(import.meta.dirname, 'fixtures/tiles', `${name}.png`)),
);
const tileRequests: string[] = [];
const tileServer: Server = createServer((request, response) => {
  const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
  if (!match) {
    response.writeHead(404).end();
    return;
  }
  tileRequests.push(request.url!);
  response.writeHead(200, { 'content-type': 'image/png' });
  response.end(TILES[(Number(match[2]) + Number(match[3])) % TILES.length]);
});
let tileOrigin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  tileOrigin = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (tileServer.listening ? tileServer.close(() => resolve()) : resolve())));

const suite = useStackAndBrowser({
  env: () => ({ MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' }),
});

let donor: Account;
let requestId: string;
beforeAll(async () => {
  const recipient = await createAccount(suite.stack, { firstName: 'Ngozi', phone: '2348051112299' });
  donor = await createAccount(suite.stack, { firstName: 'Tunde', phone: '2348062223399' });
  requestId = await createBloodRequest(suite.stack, recipient);
});

/** The donor's view of the request after accepting, and what the page policy refused on the way. */
const acceptedPopup = async (page: Page, violations: string[]) => {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await logIn(page, suite.stack, donor);
  await page.goto(`${suite.stack.baseUrl}/app/requests?id=${requestId}`);
  const accept = page.getByRole('dialog').getByRole('button', { name: 'Accept' });
  await accept
    .or(page.getByRole('dialog', { name: 'Thank you for accepting!' }))
    .first()
    .waitFor();
  if (await accept.isVisible()) await accept.click();
  const accepted = page.getByRole('dialog', { name: 'Thank you for accepting!' });
  await accepted.waitFor();
  return accepted;
};

describe('the map after accepting a request', () => {
  it('draws the hospital on tiles from the configured server, with attribution and "Use Map"', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    // A public page loads no map code: Leaflet comes only with a map.
    await page.goto(`${suite.stack.baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(scripts.filter((url) => /leaflet/i.test(url))).toEqual([]);

    const violations: string[] = [];
    const accepted = await acceptedPopup(page, violations);
    const map = accepted.getByRole('region', { name: 'Map of Lagos State University Teaching Hospital' });
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    expect(tileRequests.some((url) => url.startsWith('/15/'))).toBe(true);
    await map.getByText('© OpenStreetMap contributors').waitFor();
    expect(await accepted.getByRole('link', { name: 'Use Map' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=6\.59\d*,3\.34\d*$/,
    );
    expect(await accepted.getByTestId('map-fallback').count()).toBe(0);
    expect(scripts.some((url) => /leaflet/i.test(url))).toBe(true);
    await screenshot(page, 'map-accepted-tiles-360');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('shows the chosen-place card and "Use Map" when the tiles cannot be reached', async () => {
    await new Promise<void>((resolve) => tileServer.close(() => resolve()));
    const context = await suite.browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const accepted = await acceptedPopup(page, []);
    const card = accepted.getByRole('img', { name: 'Map of Lagos State University Teaching Hospital' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Lagos State University Teaching Hospital');
    expect(await accepted.locator('img.leaflet-tile-loaded').count()).toBe(0);
    await accepted.getByRole('link', { name: 'Use Map' }).waitFor();
    await screenshot(page, 'map-accepted-no-tiles-360');
    await context.close();
  });
});
