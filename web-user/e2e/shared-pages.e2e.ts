import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillDate } from './support/date-field';
import { screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import { useStackAndBrowser } from './support/suite';
import {
  TINY_PNG,
  apiCall,
  createAccount,
  createRequest,
  signIn,
  withDatabase,
  type Account,
} from './support/shared-pages';

const suite = useStackAndBrowser();
let donor: Account;
let recipient: Account;
let requestId: string;
const run = Date.now();

beforeAll(async () => {
  donor = await createAccount(suite.stack, {
    firstName: 'Chidi',
    lastName: 'Nwosu',
    email: `chidi.${run}@example.com`,
    gender: 'Male',
    bloodGroup: 'O+',
  });
  recipient = await createAccount(suite.stack, {
    firstName: 'Funke',
    lastName: 'Adeyemi',
    email: `funke.${run}@example.com`,
    gender: 'Female',
    bloodGroup: 'A+',
  });
  // The recipient asks; the compatible donor nearby is targeted and accepts (through the API, as the app would).
  requestId = await createRequest(suite.stack, recipient);
  await apiCall(suite.stack, 'PUT', `/v1/requests/donor/${requestId}`, { status: 'accepted' }, donor.token);
});

const open = async (account: Account, role: 'donor' | 'recipient', width = 1280) => {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  await signIn(context, account, role);
  const page = await context.newPage();
  return { context, page };
};

/** Waits for a toast; when it does not come, says what the page showed instead (field messages, other toasts). */
const toast = async (page: Page, text: string) => {
  try {
    await page.getByText(text, { exact: true }).first().waitFor();
  } catch (error) {
    const shown = await page.locator('.Mui-error, [role="alert"], [role="status"]').allInnerTexts();
    throw new Error(`No toast "${text}"; the page showed: ${JSON.stringify(shown)}`, { cause: error });
  }
};

const notificationDot = (page: Page) => page.getByTestId('notification-dot').locator('.MuiBadge-badge').first();

/**
 * Screenshots at 360px and 1280px and no serious or critical axe violation in the page's own content (the shell
 * around it is judged by the all-pages test), for one signed-in page.
 */
async function checkPage(account: Account, role: 'donor' | 'recipient', path: string, name: string, ready: string) {
  for (const width of [360, 1280]) {
    const { context, page } = await open(account, role, width);
    await page.goto(`${suite.stack.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: ready }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `shared-${name}-${width}`);
    expect(await seriousViolations(page, ['main']), `${path} at ${width}px`).toEqual([]);
    await context.close();
  }
}

describe('shared pages against the real API', () => {
  it('home page shows no invented testimonials or figures while nothing is approved', async () => {
    const { context, page } = await open(donor, 'donor');
    await page.goto(`${suite.stack.baseUrl}/`);
    await page.getByTestId('testimonials-empty').waitFor();
    expect(await page.getByTestId('testimonial').count()).toBe(0);
    for (const invented of ['Chiamaka O.', 'Ibrahim S.', 'Ngozi E.', '952']) {
      expect(await page.getByText(invented).count(), invented).toBe(0);
    }
    const stats = await apiCall<Record<string, number>>(suite.stack, 'GET', '/v1/stats/platform');
    await page
      .getByTestId('stat-donation_requests')
      .filter({ hasText: String(stats.donation_requests) })
      .waitFor();
    expect(stats.donation_requests).toBe(1);
    await context.close();
  });

  it('a recipient sees the red dot, reads notifications, and Mark all as read clears the dot', async () => {
    await eventually(
      () =>
        apiCall<{ notifications: { read: boolean }[] }>(
          suite.stack,
          'GET',
          '/v1/notifications',
          undefined,
          recipient.token,
        ),
      (data) => data.notifications.length > 0,
      'the recipient’s notification',
    );
    const { context, page } = await open(recipient, 'recipient');
    await page.goto(`${suite.stack.baseUrl}/app/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByRole('button', { name: 'Notifications, new items' }).waitFor();
    expect(await notificationDot(page).getAttribute('class')).not.toContain('MuiBadge-invisible');
    const unread = page.locator('main li[data-read="false"]').first();
    await unread.waitFor();
    expect(await unread.getByRole('button', { name: /^Read:/ }).count()).toBe(1);
    await page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
    await page.locator('main li[data-read="true"]').first().waitFor();
    expect(await page.locator('main li[data-read="false"]').count()).toBe(0);
    expect(
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Read:/ })
        .count(),
    ).toBe(0);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await notificationDot(page).getAttribute('class')).toContain('MuiBadge-invisible');
    const after = await apiCall<{ notifications: { read: boolean }[] }>(
      suite.stack,
      'GET',
      '/v1/notifications',
      undefined,
      recipient.token,
    );
    expect(after.notifications.every((item) => item.read)).toBe(true);
    await context.close();

    // The bottom bar's dot (360px) follows the same state.
    const mobile = await open(recipient, 'recipient', 360);
    await mobile.page.goto(`${suite.stack.baseUrl}/app/notifications`);
    await mobile.page.locator('main li[data-read="true"]').first().waitFor();
    expect(await notificationDot(mobile.page).getAttribute('class')).toContain('MuiBadge-invisible');
    await mobile.context.close();
  });

  it('a recipient reports the no-show of the donor who accepted, through Give Feedback', async () => {
    // A no-show can be reported only once the time the blood was needed has passed: the appointment is over.
    await withDatabase(suite.stack, (db) =>
      db.query(`update blood_request set needed_at = now() - interval '1 hour' where id = $1`, [requestId]),
    );
    const { context, page } = await open(recipient, 'recipient');
    await page.goto(`${suite.stack.baseUrl}/app/feedback`);
    await page.getByText('You have not given feedback as a recipient yet.').waitFor();
    await page.goto(`${suite.stack.baseUrl}/app/feedback/${requestId}`);
    await page.getByRole('heading', { level: 1, name: 'Give Feedback' }).waitFor();
    await page.getByLabel('What happened with the donor?').selectOption('did_not_show_up');
    await page.getByLabel('Donor', { exact: true }).selectOption({ label: 'Chidi Nwosu' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Description cannot be empty').waitFor();
    await page.getByLabel('Description').fill('He accepted and never came to the hospital.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Feedback submitted successfully.');
    await page.waitForURL('**/app/feedback');
    await page.getByText('He accepted and never came to the hospital.').waitFor();

    const match = await withDatabase(
      suite.stack,
      async (db) => (await db.query('select status from donation_match where request_id = $1', [requestId])).rows,
    );
    expect(match).toEqual([{ status: 'no_show' }]);
    const { requests } = await apiCall<{ requests: { matches: unknown[] }[] }>(
      suite.stack,
      'GET',
      `/v1/requests?id=${requestId}`,
      undefined,
      recipient.token,
    );
    expect(requests[0]?.matches).toEqual([]);

    // A request that is not the user's own sends them to the dashboard.
    await page.goto(`${suite.stack.baseUrl}/app/feedback/00000000-0000-4000-8000-000000000000`);
    await page.waitForURL('**/app/dashboard');
    await context.close();
  });

  it('a recipient reports abuse with the spec’s messages', async () => {
    const { context, page } = await open(recipient, 'recipient');
    await page.goto(`${suite.stack.baseUrl}/app/report`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('name cannot be empty').waitFor();
    await page.getByText('Password cannot be empty').waitFor();
    await page.getByLabel("Donor's name").fill('Chidi Nwosu');
    await page.getByLabel('Description').fill('Asked for money before donating.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Report submitted successfully.');
    await page.waitForURL('**/app/dashboard');
    await context.close();
  });

  it('a testimonial shows on the home page once approved', async () => {
    const { context, page } = await open(recipient, 'recipient');
    await page.goto(`${suite.stack.baseUrl}/app/share-testimonial`);
    await page.getByLabel('Location').fill('Lagos');
    await page.getByLabel('Tell us briefly about your experience').fill('A donor came within hours for my mother.');
    await page.getByLabel('How are things now?').fill('She is home and well.');
    await page.getByLabel('What would you tell others?').fill('Register and keep your phone on.');
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('You must accept this condition').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Share' }).click();
    await toast(page, 'Testimonial shared successfully');

    await page.goto(`${suite.stack.baseUrl}/`);
    await page.getByTestId('testimonials-empty').waitFor();
    const approved = await withDatabase(
      suite.stack,
      async (db) =>
        (await db.query(`update testimonial set status = 'approved' where summary like 'A donor came%'`)).rowCount,
    );
    expect(approved).toBe(1);
    // A fresh visit (the home page caches its reads for a few minutes).
    const visitor = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const home = await visitor.newPage();
    await home.goto(`${suite.stack.baseUrl}/`);
    await home.getByTestId('testimonial').filter({ hasText: 'A donor came within hours' }).waitFor();
    await home.getByText('Recipient, Lagos').waitFor();
    expect(await home.getByTestId('testimonials-empty').count()).toBe(0);
    await visitor.close();
    await context.close();
  });

  it('a donor edits personal details and vitals, and uploads a photo that the top bar shows', async () => {
    const { context, page } = await open(donor, 'donor');
    await page.goto(`${suite.stack.baseUrl}/app/profile`);
    const personal = page.getByRole('region', { name: 'Personal details' });
    await personal.getByText(`chidi.${run}@example.com`).waitFor();
    await personal.getByRole('button', { name: 'Edit: Personal details' }).click();
    await personal.getByText('You can edit your blood group and genotype only once.').waitFor();
    expect(await personal.getByLabel('Email').isDisabled()).toBe(true);
    await fillDate(personal, 'Date of Birth', '1989-03-04');
    await personal.getByLabel('Genotype').selectOption('AS');
    await personal.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Profile updated successfully');
    await personal.getByText('AS', { exact: true }).waitFor();

    const vitals = page.getByRole('region', { name: 'Vitals' });
    await vitals.getByRole('button', { name: 'Edit: Vitals' }).click();
    await vitals.getByLabel('Blood pressure (mm Hg)').fill('12/');
    await vitals.getByRole('button', { name: 'Save' }).click();
    await vitals.getByText('Must be in the "XXX/XXX" format').waitFor();
    await vitals.getByLabel('Blood pressure (mm Hg)').fill('120/80');
    await vitals.getByLabel('Weight (kg)').fill('72');
    await vitals.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Vitals updated successfully');
    await vitals.getByText('120/80').waitFor();

    const { user } = await apiCall<{ user: Record<string, unknown> }>(
      suite.stack,
      'GET',
      '/v1/user',
      undefined,
      donor.token,
    );
    expect(user).toMatchObject({ dob: '1989-03-04', genotype: 'AS', blood_pressure: '120/80', weight: 72 });

    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await toast(page, 'Image uploaded successfully');
    const avatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toContain('profile-images');
    const image = await fetch(String(await avatar.getAttribute('src')));
    expect(image.headers.get('content-type')).toContain('image/png');
    await context.close();
  });

  it('the donor’s feedback list is empty, and each page passes axe at 360px and 1280px', async () => {
    await checkPage(donor, 'donor', '/app/profile', 'profile', 'Edit Profile');
    await checkPage(donor, 'donor', '/app/feedback', 'feedback-empty', 'Feedback');
    await checkPage(donor, 'donor', '/app/share-testimonial', 'share-testimonial-donor', 'Share Testimonial');
    await checkPage(donor, 'donor', '/app/report', 'report-donor', 'Report Abuse');
    await checkPage(donor, 'donor', '/app/notifications', 'notifications', 'Notifications');
    await checkPage(recipient, 'recipient', '/app/feedback', 'feedback-recipient', 'Feedback');
    await checkPage(recipient, 'recipient', `/app/feedback/${requestId}`, 'give-feedback', 'Give Feedback');
  });
});
