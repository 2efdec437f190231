import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, seriousViolations, settle } from './support/browser';
import { eventually } from './support/eventually';
import { apiCall, createAccount, withDatabase } from './support/shared-pages';
import { useStackAndBrowser } from './support/suite';

const suite = useStackAndBrowser({ env: () => ({ PUBLIC_NEEDS_CACHE_SECONDS: '0' }) });

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  // Staff verified LASUTH, which has a blood bank; a patient there needs two units of O+.
  const hospitalId = await withDatabase(suite.stack, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `update hospital set status = 'verified', verified_at = now(), has_blood_bank = true
        where facility_code = 'E2E-LA-0001' returning id`,
    );
    return rows[0]!.id;
  });
  const recipient = await createAccount(suite.stack, {
    firstName: 'Amarachi',
    lastName: 'Boardpatient',
    email: 'amarachi.board@example.com',
    gender: 'Female',
    bloodGroup: 'O+',
  });
  const { reasons } = await apiCall<{ reasons: { id: number }[] }>(suite.stack, 'GET', '/v1/util/reasons?type=request');
  const tomorrow = new Date(Date.now() + 90_000_000).toISOString().slice(0, 19).replace('T', ' ');
  await apiCall(
    suite.stack,
    'POST',
    '/v1/requests',
    {
      recipient: 'self',
      reason_id: reasons[0]!.id,
      units: 2,
      date: tomorrow,
      hospital_id: hospitalId,
      physician: 'Dr Bello',
    },
    recipient.token,
  );
  await eventually(
    () => apiCall<{ state: { needs: unknown[] } }>(suite.stack, 'GET', '/v1/public/needs/lagos'),
    (data) => data.state.needs.length > 0,
    'the request on the board',
  );
});

describe('the public board of need', () => {
  it('lists the states in need, filters by blood group, and shows a state with its blood banks on a phone', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    // The share sheet, as a phone's browser offers it: what it was given is kept to be read back.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.stack.baseUrl}/needs`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Where Blood Is Needed');
      const inNeed = page.getByRole('list', { name: 'States that need blood' });
      await inNeed.waitFor();
      expect(await inNeed.getByRole('heading').allInnerTexts()).toEqual(['Lagos']);
      expect(await inNeed.getByRole('list', { name: 'Blood needed in Lagos' }).innerText()).toContain('O+ · 2 units');
      await page.getByText('Nothing is needed in the other 36 states right now.').waitFor();
      await settle(page);
      expect(await seriousViolations(page, ['main'])).toEqual([]);
      await screenshot(page, 'needs-board-360');

      await page.getByLabel('Blood group').selectOption('B-');
      await page.getByText('No state needs B- blood right now.').waitFor();
      expect(new URL(page.url()).searchParams.get('group')).toBe('B-');
      await page.getByLabel('Blood group').selectOption('O+');
      await inNeed.getByRole('link', { name: 'Lagos' }).click();

      await page.waitForURL(/\/needs\/lagos$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Blood needed in Lagos');
      expect(await page.getByRole('list', { name: 'Blood needed in Lagos' }).innerText()).toContain('O+ · 2 units');
      await page.getByRole('heading', { name: 'Lagos State University Teaching Hospital' }).waitFor();
      const allHospitals = page.getByRole('link', { name: 'All verified hospitals in Lagos' });
      await expect.poll(() => allHospitals.getAttribute('href')).toMatch(/^\/hospitals\?state=\d+$/);
      // Nothing on a phone covers the share button: what is at its centre is the button itself.
      const share = page.getByRole('main').getByRole('button', { name: 'Share' });
      await share.scrollIntoViewIfNeeded();
      const box = (await share.boundingBox())!;
      expect(
        await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent,
          [box.x + box.width / 2, box.y + box.height / 2],
        ),
      ).toBe('Share');
      await share.tap();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
        .toEqual({
          title: 'Blood needed in Lagos',
          text: 'Blood needed in Lagos: O+ · 2 units',
          url: `${suite.stack.baseUrl}/needs/lagos`,
        });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      await settle(page);
      expect(await seriousViolations(page, ['main'])).toEqual([]);
      await screenshot(page, 'needs-lagos-360');

      await page.goto(`${suite.stack.baseUrl}/needs/kano`);
      await page.getByText('No blood is needed in Kano right now.').waitFor();
      await page.getByText('No verified hospital with a blood bank in Kano yet.').waitFor();
      await page.goto(`${suite.stack.baseUrl}/needs/atlantis`);
      await page.getByText('We could not find that state.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('copies the link where the browser has no share sheet', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.stack.baseUrl });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.stack.baseUrl}/needs/lagos`);
      // The header's own share menu is also named Share: this is the page's.
      await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
      await page.getByText('Link copied').waitFor();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(`${suite.stack.baseUrl}/needs/lagos`);
    } finally {
      await context.close();
    }
  });

  it("serves a state's page with its need in the preview tags to a crawler that runs no script", async () => {
    const reply = await fetch(`${suite.stack.baseUrl}/needs/lagos`, { headers: { 'user-agent': 'WhatsApp/2.23' } });
    expect(reply.status).toBe(200);
    const html = await reply.text();
    expect(html).toContain('<title>Blood needed in Lagos · Blood Match</title>');
    expect(metaOf(html, 'description')).toBe('Blood needed in Lagos: O+ 2 units.');
    expect(metaOf(html, 'og:title')).toBe('Blood needed in Lagos · Blood Match');
    expect(metaOf(html, 'og:description')).toBe('Blood needed in Lagos: O+ 2 units.');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    const image = await fetch(metaOf(html, 'og:image')!.replace(/^https?:\/\/[^/]+/, suite.stack.baseUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The patient is never named in what is served.
    expect(html).not.toContain('Amarachi');
    expect(html).not.toContain('Boardpatient');
  });
});
