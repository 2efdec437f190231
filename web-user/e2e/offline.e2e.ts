import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDate } from './support/date-field';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { useStackAndBrowser } from './support/suite';
import { apiCall, confirmDonation, createAccount, createBloodRequest, logIn, type Account } from './support/donor-area';

/**
 * A donor who has given once (a confirmed donation, the Life Saver badge) visits the app once with a connection, then loses it: what the app shows and does offline must be true.
 */
const suite = useStackAndBrowser();
let donor: Account;
let context: BrowserContext;
let page: Page;

const HOSPITAL = 'Lagos State University Teaching Hospital';
const REFUSED = 'You are offline, so this was not sent and nothing changed. Try again when you are back online.';

const pausedUntil = async (account: Account) =>
  (await apiCall<{ user: { paused_until: string | null } }>(suite.stack, 'GET', '/v1/user', undefined, account.token))
    .user.paused_until;

beforeAll(async () => {
  const recipient = await createAccount(suite.stack, {
    firstName: 'Rukayat',
    phone: '2348051112233',
    bloodGroup: 'B+',
  });
  donor = await createAccount(suite.stack, { firstName: 'Dayo', phone: '2348062223344' });
  const given = await createBloodRequest(suite.stack, recipient);
  await apiCall(suite.stack, 'PUT', `/v1/requests/donor/${given}`, { status: 'accepted' }, donor.token);
  await confirmDonation(suite.stack, recipient, given);
  // The read models are written by the projectors shortly after: wait for the donation.
  await eventually(
    async () => {
      const stats = await apiCall<{ confirmed_donation: unknown[] }>(
        suite.stack,
        'GET',
        '/v1/requests/stats',
        undefined,
        donor.token,
      );
      return stats.confirmed_donation.length;
    },
    (confirmed) => confirmed === 1,
    'the donation in the read models',
    { timeoutMs: 30_000, intervalMs: 500 },
  );

  // The first visit, with a connection and the service worker allowed (as on a phone).
  context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  await logIn(page, suite.stack, donor);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Once the worker controls the page, every file the app loads passes through it.
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await page.getByRole('img', { name: 'Life Saver badge, earned' }).first().waitFor();
  await page.getByText(HOSPITAL).first().waitFor();
  // The answers are saved shortly after they arrive.
  await page.waitForFunction((id) => {
    const saved = localStorage.getItem('query-cache') ?? '';
    return saved.includes(`"owner":"${id}"`) && saved.includes('donation-stats');
  }, donor.id);
  await context.setOffline(true);
});

afterAll(async () => {
  await context?.close();
});

describe('offline, after a first visit', () => {
  it("shows the donor's dashboard as it was, with when it was last updated, and no error", async () => {
    await page.reload();
    await page.getByText(/^Offline: showing what this page showed last time, last updated/).waitFor();
    await page.getByRole('img', { name: 'Life Saver badge, earned' }).first().waitFor();
    await page.getByText('1 badge earned').waitFor();
    await page.getByText(HOSPITAL).first().waitFor();
    await page.getByText('You are offline', { exact: true }).waitFor();
    expect(await page.getByText('You do not have any blood donation history at the moment.').count()).toBe(0);
    expect(await page.getByText('0 badges earned').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'offline-dashboard-390');
  });

  it('says what works offline on a page this phone never opened', async () => {
    await page.goto(`${suite.stack.baseUrl}/app/report`);
    await page.getByRole('heading', { name: 'This page is not saved on this phone' }).waitFor();
    await page.getByText('What works offline').waitFor();
    await screenshot(page, 'offline-unvisited-page-390');
  });

  it('refuses a change offline (pausing alerts), saying so, and changes nothing on the server', async () => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(`${suite.stack.baseUrl}/app/dashboard`);
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await fillDate(page, 'Pause until', nextMonth);
    await page.getByRole('button', { name: 'Pause alerts' }).click();
    await page.getByText(REFUSED).waitFor();
    await page.getByRole('button', { name: 'Pause alerts' }).waitFor();
    await screenshot(page, 'offline-action-refused-390');
    expect(sent).toEqual([]);
    expect(await pausedUntil(donor)).toBeNull();
  });
});
