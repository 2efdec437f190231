import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, seriousViolations } from '../../web-user/e2e/support/browser';
import { startAdminStack, WEB_ADMIN, type AdminStack } from './support/admin-stack';
import { firstSignIn, setPasswordFromLink } from './support/console';

/** A tile server on this machine serving the user app's fixture PNGs, as a self-hosted one would (MAP_TILE_URL). */
const TILES = ['land', 'road', 'water'].map((name) =>
  readFileSync(join(WEB_ADMIN, '../web-user/e2e/fixtures/tiles', `${name}.png`)),
);
const tileServer: Server = createServer((request, response) => {
  const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
  if (!match) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'image/png' });
  response.end(TILES[(Number(match[2]) + Number(match[3])) % TILES.length]);
});

const run = Date.now();
const PASSWORD = 'Staff-Console-2026!';
const EMAIL = `hospitals.${run}@bloodmatch.example`;
const NAME = `Ikeja Heart Centre ${run}`;
const RENAMED = `Ikeja Cardiac Centre ${run}`;

let stack: AdminStack;
let browser: Browser;
let tileOrigin: string;
let consoleUrl: string;
let staff: Page;

beforeAll(async () => {
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  tileOrigin = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;
  stack = await startAdminStack({
    MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`,
    MAP_TILE_ATTRIBUTION: '© Test tiles',
  });
  consoleUrl = `${stack.baseUrl}/admin/`;
  browser = await launchBrowser();
  staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await setPasswordFromLink(
    staff,
    stack.createStaffWithCli({ email: EMAIL, name: 'Hana Hospitals', role: 'moderator' }),
    PASSWORD,
  );
  await firstSignIn(staff, consoleUrl, EMAIL, PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await new Promise<void>((resolve) => (tileServer.listening ? tileServer.close(() => resolve()) : resolve()));
});

const numberIn = async (page: Page, label: string) =>
  Number(await page.getByLabel(label, { exact: true }).inputValue());

/** The form's fields other than the position. */
async function fillDetails(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Other names' }).fill('IHC');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Specialist' }).click();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Lagos', exact: true }).click();
  // The closing menu still covers the map while it fades out (hidden from the accessibility tree, so not by role):
  // a click on the map before then would choose another state.
  await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
}

const searchAsDonor = async (q: string, token: string) =>
  (
    await stack.userApi<{ hospitals: { name: string; verified: boolean }[] }>(
      'GET',
      `/v1/hospitals?q=${encodeURIComponent(q)}`,
      undefined,
      token,
    )
  ).hospitals.map((hospital) => hospital.name);

describe('staff place hospitals on the map', () => {
  it('adds a hospital from the list by placing it on the map, and edits it from its page', async () => {
    const policyViolations: string[] = [];
    staff.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
    });
    await staff.goto(`${consoleUrl}#/hospitals`);
    await staff.getByRole('link', { name: 'Create' }).click();
    await staff.waitForURL('**/#/hospitals/create');
    await fillDetails(staff, NAME);

    const map = staff.getByRole('region', { name: 'Map to place the hospital' });
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    // Typed coordinates bring the map there; a click on it then places the hospital where it was clicked.
    await staff.getByLabel('Latitude', { exact: true }).fill('6.6018');
    await staff.getByLabel('Longitude', { exact: true }).fill('3.3515');
    const marker = map.getByRole('button', { name: 'Hospital position' });
    await marker.waitFor();
    const box = (await map.boundingBox())!;
    await staff.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40);
    await expect.poll(() => numberIn(staff, 'Longitude')).toBeGreaterThan(3.3515);
    expect(await numberIn(staff, 'Latitude')).toBeLessThan(6.6018);
    const clicked = { latitude: await numberIn(staff, 'Latitude'), longitude: await numberIn(staff, 'Longitude') };
    expect(clicked.latitude).toBeCloseTo(6.6018, 2);
    expect(clicked.longitude).toBeCloseTo(3.3515, 2);
    // Dragging the marker moves it further.
    const pin = (await marker.boundingBox())!;
    await staff.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await staff.mouse.down();
    await staff.mouse.move(pin.x + pin.width / 2 - 80, pin.y + pin.height / 2, { steps: 8 });
    await staff.mouse.up();
    await expect.poll(() => numberIn(staff, 'Longitude')).toBeLessThan(clicked.longitude);
    expect(await seriousViolations(staff), 'axe on the hospital form').toEqual([]);
    await screenshot(staff, 'console-hospital-form');

    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Position from').waitFor();
    await staff.getByText(NAME).first().waitFor();
    expect(await staff.getByText('staff', { exact: true }).count()).toBeGreaterThan(0);

    const { token: donorToken } = await stack.createOnboardedDonor({
      firstName: 'Kemi',
      email: `kemi.${run}@example.com`,
      password: 'Blood-Match-2026!',
    });
    expect(await searchAsDonor('ihc', donorToken)).toContain(NAME);

    await staff.getByRole('link', { name: 'Edit' }).click();
    await staff.getByRole('textbox', { name: 'Name', exact: true }).fill(RENAMED);
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.getByText(RENAMED).first().waitFor();
    expect(await searchAsDonor('cardiac centre', donorToken)).toContain(RENAMED);
    expect(policyViolations).toEqual([]);
  });

  it('keeps the form usable with the coordinates alone when the tiles cannot load', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The tile server unreachable, as offline or behind a firewall.
    await context.route(`${tileOrigin}/**`, (route) => route.abort('connectionrefused'));
    const page = await context.newPage();
    await page.goto(consoleUrl);
    // The staff member already signed in: the same session, as another tab of theirs would have.
    await page.evaluate(
      (session) => localStorage.setItem('staff_session', session),
      await staff.evaluate(() => localStorage.getItem('staff_session') ?? ''),
    );
    await page.goto(`${consoleUrl}#/hospitals/create`);
    await page.getByText('The map cannot be shown here').waitFor();
    const name = `Offline Clinic ${run}`;
    await fillDetails(page, name);
    await page.getByLabel('Latitude', { exact: true }).fill('6.5095');
    await page.getByLabel('Longitude', { exact: true }).fill('3.3711');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Position from').waitFor();
    await page.getByText(name).first().waitFor();
    await context.close();
  });
});
