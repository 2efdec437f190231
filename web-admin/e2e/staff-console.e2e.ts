import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG } from '../../apps/api/test/support/sample-files';
import { ADVOCATE_ANSWERS, DONOR_TESTIMONIAL } from '../../apps/api/test/support/sample-forms';
import { launchBrowser, seriousViolations } from '../../web-user/e2e/support/browser';
import { startAdminStack, WEB_ADMIN, type AdminStack } from './support/admin-stack';
import { confirmDialog, firstSignIn, setPasswordFromLink } from './support/console';

let stack: AdminStack;
let browser: Browser;
let consoleUrl: string;
let admin: Page;
let moderator: Page;

const run = Date.now();
const PASSWORD = 'Staff-Console-2026!';
const ADMIN_EMAIL = `admin.${run}@bloodmatch.example`;
const MODERATOR_EMAIL = `moderator.${run}@bloodmatch.example`;
const DONOR_PASSWORD = 'Blood-Match-2026!';
const donor = { firstName: 'Chidi', email: `chidi.${run}@example.com` };
const otherDonor = { firstName: 'Bola', email: `bola.${run}@example.com` };
const reporter = { firstName: 'Ngozi', email: `ngozi.${run}@example.com` };
const artifacts = join(WEB_ADMIN, 'artifacts');
const screenshot = (page: Page, name: string) => {
  mkdirSync(artifacts, { recursive: true });
  return page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
};

const newPage = async () => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
const signIn = async (email: string) =>
  (await stack.userApi<{ token: string }>('POST', '/v1/auth/login', { email, password: DONOR_PASSWORD })).token;

/**
 * axe on the settled page: react-admin's loading bars (unnamed progressbars) show only while data loads, and a
 * notification fading in is measured at its final colours, not half-transparent.
 */
const expectNoSeriousViolations = async (page: Page, name: string) => {
  await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
};

/** What the public forms and the user app put in the staff queues, made through the user API. */
async function fillTheQueues() {
  for (const person of [donor, otherDonor, reporter])
    await stack.createOnboardedDonor({ ...person, password: DONOR_PASSWORD });
  const reporterToken = await signIn(reporter.email);
  await stack.userApi(
    'POST',
    '/v1/feedbacks/report-abuse',
    { name: `${donor.firstName} Test`, description: 'He asked me for money before he would donate.' },
    reporterToken,
  );
  await stack.userApi(
    'POST',
    '/v1/feedbacks/testimonials',
    {
      ...DONOR_TESTIMONIAL,
      name: `Ibrahim ${run}`,
    },
    reporterToken,
  );
  const upload = async (content: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type }), name);
    return (await stack.userApi<{ url: string }>('POST', '/v1/uploads', form)).url;
  };
  await stack.userApi('POST', '/v1/partnerships/advocates', {
    name: `Amaka ${run}`,
    email: `amaka.${run}@example.com`,
    phone_number: '+2348012345678',
    ...ADVOCATE_ANSWERS,
    passport: await upload(PNG, 'passport.png', 'image/png'),
    cv: await upload(PDF, 'cv.pdf', 'application/pdf'),
  });
  const { services } = await stack.userApi<{ services: { id: number; kind: string }[] }>(
    'GET',
    '/v1/util/services?type=donation',
  );
  const quote = await stack.userApi<{ reference: string }>('POST', '/v1/partnerships/donations', {
    name: 'Tunde Bakare',
    email: `tunde.${run}@example.com`,
    phone_number: '+2348012345678',
    amount: 100,
    currency: 'USD',
    redirect_url: `${stack.baseUrl}/donate/complete`,
    service_id: services.find((service) => service.kind === 'crypto')?.id,
  });
  // "My hospital is not listed" in the user app: a proposed hospital, waiting for staff.
  await stack.userApi(
    'POST',
    '/v1/hospitals',
    { name: `Hope Clinic ${run}`, address: '12 Allen Avenue', town: 'Ikeja' },
    reporterToken,
  );
  return { donationReference: quote.reference };
}

/** A recipient's request for O+ blood at a hospital in Ikeja, near every test donor. */
async function requestBlood(token: string) {
  const { states } = await stack.userApi<{ states: { id: number; name: string }[] }>('GET', '/v1/util/states');
  const { reasons } = await stack.userApi<{ reasons: { id: number }[] }>('GET', '/v1/util/reasons?type=request');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const { request } = await stack.userApi<{ request: { id: string } }>(
    'POST',
    '/v1/requests',
    {
      recipient: 'self',
      gender: 'Female',
      blood_group: 'O+',
      reason_id: reasons[0]?.id,
      units: 1,
      date: `${tomorrow} 10:00:00`,
      hospital: 'Lagos State University Teaching Hospital',
      physician: 'Dr Bello',
      state_id: states.find((state) => state.name === 'Lagos')?.id,
      latitude: '6.58',
      longitude: '3.35',
    },
    token,
  );
  return request;
}

let queues: Awaited<ReturnType<typeof fillTheQueues>>;

beforeAll(async () => {
  stack = await startAdminStack();
  consoleUrl = `${stack.baseUrl}/admin/`;
  browser = await launchBrowser();
  queues = await fillTheQueues();
});

// What the console showed when a step failed, for whoever reads the failure.
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const step = context.task.name.replace(/\W+/g, '-').slice(0, 60);
  for (const [name, page] of [
    ['admin', admin],
    ['moderator', moderator],
  ] as const)
    if (page && !page.isClosed()) await screenshot(page, `failed-${step}-${name}`);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the staff console against the real API', () => {
  it('lets the first admin, created with the CLI, set a password and enrol TOTP', async () => {
    const link = stack.createStaffWithCli({ email: ADMIN_EMAIL, name: 'Ada Admin', role: 'admin' });
    admin = await newPage();
    await admin.goto(consoleUrl);
    await admin.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await expectNoSeriousViolations(admin, 'the sign-in page');

    await setPasswordFromLink(admin, link, PASSWORD);
    const recoveryCodes = await firstSignIn(admin, consoleUrl, ADMIN_EMAIL, PASSWORD);
    expect(recoveryCodes).toHaveLength(10);
    // The queues the API counts, each a link to its filtered list.
    await admin.getByRole('link', { name: /Abuse reports to handle/ }).waitFor();
    expect(await admin.getByRole('link', { name: /Abuse reports to handle/ }).textContent()).toMatch(/^1/);
    await expectNoSeriousViolations(admin, 'the dashboard');
    await screenshot(admin, 'dashboard-admin');
  });

  it('lets the admin invite a moderator, who sets a password from the email and enrols', async () => {
    const invitedAt = Date.now() - 1000;
    await admin.getByRole('menuitem', { name: 'Staff' }).click();
    await admin.getByRole('link', { name: 'Create' }).click();
    await admin.waitForURL('**/#/staff/create');
    // Exact names: the list's search box ("Name or email") may still be on screen.
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Musa Moderator');
    await admin.getByRole('textbox', { name: 'Email', exact: true }).fill(MODERATOR_EMAIL);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('cell', { name: MODERATOR_EMAIL }).waitFor();

    const invitation = await stack.mailTo(MODERATOR_EMAIL, '/admin/#/set-password?token=', invitedAt);
    const link = invitation.match(/https?:\/\/[^\s"'<>]*\/admin\/#\/set-password\?token=[\w\-.~%]+/)?.[0];
    expect(link).toBeDefined();
    moderator = await newPage();
    await setPasswordFromLink(moderator, link!, PASSWORD);
    await firstSignIn(moderator, consoleUrl, MODERATOR_EMAIL, PASSWORD);
    // Moderators do not see the admin-only resources.
    expect(await moderator.getByRole('menuitem', { name: 'Audit log' }).count()).toBe(0);
  });

  it('lets the moderator resolve an abuse report by suspending the donor, who then gets no requests', async () => {
    await moderator.getByRole('link', { name: /Abuse reports to handle/ }).click();
    await moderator.getByRole('cell', { name: `${donor.firstName} Test` }).waitFor();
    await expectNoSeriousViolations(moderator, 'the abuse reports list');
    await moderator.getByRole('cell', { name: `${donor.firstName} Test` }).click();
    await moderator.getByText('He asked me for money before he would donate.').waitFor();
    await expectNoSeriousViolations(moderator, 'an abuse report');

    await moderator.getByRole('button', { name: "Find the person's account" }).click();
    await moderator.getByRole('dialog').getByLabel('Account').fill(donor.firstName);
    await moderator.getByRole('option', { name: new RegExp(`^${donor.firstName} Test`) }).click();
    await confirmDialog(moderator);

    await moderator.getByRole('button', { name: 'Suspend' }).click();
    await confirmDialog(moderator, { 'Reason (kept in the audit log)': 'Asked a recipient for payment.' });
    await moderator.getByText(/is suspended until/).waitFor();

    await moderator.getByRole('button', { name: 'Resolve' }).click();
    await confirmDialog(moderator, { 'Staff note': 'Donor suspended for a month.' });
    await moderator.getByText(/Closed as resolved/).waitFor();
    await screenshot(moderator, 'abuse-report-resolved');

    // The suspended donor sees why in the app...
    const donorPage = await newPage();
    await donorPage.goto(`${stack.baseUrl}/login`);
    await donorPage.getByLabel('Email address').fill(donor.email);
    await donorPage.getByLabel('Password').fill(DONOR_PASSWORD);
    await donorPage.getByRole('button', { name: 'Log in' }).click();
    await donorPage.waitForURL('**/app/**');
    await donorPage.goto(`${stack.baseUrl}/app/notifications`);
    await donorPage.getByText('Your account is suspended').first().waitFor();
    await donorPage.context().close();

    // ...and a new request for their blood group reaches the other donor nearby, not them.
    const request = await requestBlood(await signIn(reporter.email));
    const feed = async (email: string) =>
      (
        await stack.userApi<{ donations: { id: string }[] }>(
          'GET',
          '/v1/requests/donor',
          undefined,
          await signIn(email),
        )
      ).donations.map((item) => item.id);
    await expect.poll(() => feed(otherDonor.email)).toContain(request.id);
    expect(await feed(donor.email)).not.toContain(request.id);
  });

  it('publishes an article that then shows on the public /articles page', async () => {
    const title = `Why your blood matters ${run}`;
    await moderator.goto(`${consoleUrl}#/articles/create`);
    await moderator.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await moderator
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await moderator.locator('.ProseMirror').click();
    await moderator.keyboard.type('One donation can save up to three lives.');
    await moderator.getByLabel(/^Published/).check();
    await expectNoSeriousViolations(moderator, 'the article form');
    await moderator.getByRole('button', { name: 'Save' }).click();
    await moderator.getByRole('cell', { name: title }).waitFor();

    const publicPage = await newPage();
    await publicPage.goto(`${stack.baseUrl}/articles`);
    await publicPage.getByText(title).first().waitFor();
    await publicPage.context().close();
  });

  it('approves a testimonial that then shows on the home page', async () => {
    await moderator.goto(consoleUrl);
    await moderator.getByRole('link', { name: /Testimonials to review/ }).click();
    await moderator.getByRole('cell', { name: `Ibrahim ${run}` }).click();
    await moderator.getByRole('button', { name: 'Approve' }).click();
    await confirmDialog(moderator);
    await moderator.getByText(/Closed as approved/).waitFor();

    const home = await newPage();
    await home.goto(`${stack.baseUrl}/`);
    await home.getByText(`Ibrahim ${run}`).waitFor();
    await home.context().close();
  });

  it("accepts an advocate application, with the applicant's passport photo shown, and emails the applicant", async () => {
    const decidedAt = Date.now() - 1000;
    await moderator.goto(consoleUrl);
    await moderator.getByRole('link', { name: /Advocate applications to decide/ }).click();
    await moderator.getByRole('cell', { name: `Amaka ${run}` }).click();
    // The photo is served to staff only: it shows because the console fetched it with the staff token.
    await expect
      .poll(() => moderator.getByAltText('Passport photo').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    const message = `Welcome to the advocates, Amaka (${run}).`;
    await moderator.getByRole('button', { name: 'Accept' }).click();
    await confirmDialog(moderator, { 'Message to the applicant': message });
    await moderator.getByText(/Decided: accepted/).waitFor();
    expect(await stack.mailTo(`amaka.${run}@example.com`, message, decidedAt)).toContain(message);
  });

  it('confirms a crypto donation with its transaction hash, and the donor is emailed a receipt', async () => {
    const confirmedAt = Date.now() - 1000;
    await moderator.goto(consoleUrl);
    await moderator.getByRole('link', { name: /Crypto donations to confirm/ }).click();
    await moderator.getByRole('cell', { name: queues.donationReference }).click();
    await moderator.getByRole('button', { name: 'Confirm received' }).click();
    await confirmDialog(moderator, { 'Transaction hash': '0x9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c' });
    await moderator.getByText(/there is nothing to confirm/).waitFor();
    const receipt = await stack.mailTo(`tunde.${run}@example.com`, queues.donationReference, confirmedAt);
    expect(receipt).toMatch(/receipt|thank/i);
    await expectNoSeriousViolations(moderator, 'a money donation');
  });

  it('verifies a proposed hospital from the queue on the dashboard', async () => {
    await moderator.goto(consoleUrl);
    await moderator.getByRole('link', { name: /Proposed hospitals to verify/ }).click();
    await moderator.getByRole('cell', { name: `Hope Clinic ${run}` }).click();
    await moderator.getByText('12 Allen Avenue').waitFor();
    await moderator.getByRole('button', { name: 'Verify' }).click();
    await confirmDialog(moderator);
    await moderator.getByText('Hospital verified').waitFor();
    await expect.poll(() => moderator.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    await expectNoSeriousViolations(moderator, 'a hospital');
  });

  it('lets the admin find a user by name, see their suspension and reveal their masked contact', async () => {
    await admin.goto(`${consoleUrl}#/users`);
    await admin.getByPlaceholder('Name or email').fill(donor.firstName);
    await admin.getByRole('cell', { name: `${donor.firstName} Test` }).click();
    await admin.getByText(/is suspended until/).waitFor();
    await expect.poll(() => admin.getByText(donor.email).count()).toBe(0);
    await expectNoSeriousViolations(admin, 'a user');
    await admin.getByRole('button', { name: 'Reveal contact' }).click();
    await admin.getByText(`Email: ${donor.email}`).waitFor();
  });

  it('shows the admin every moderation in the audit log', async () => {
    await admin.goto(`${consoleUrl}#/audit-log`);
    const table = admin.getByRole('table');
    await table.getByRole('cell', { name: 'money_donation.crypto_confirmed' }).first().waitFor();
    const text = (await table.textContent()) ?? '';
    for (const action of [
      'staff.invited',
      'abuse_report.',
      'user.suspended',
      'article.created',
      'testimonial.approved',
      'advocate_application.',
      'money_donation.crypto_confirmed',
      'user.contact_revealed',
      'user.viewed',
      'hospital.verified',
    ])
      expect(text, `audit log has ${action}`).toContain(action);
    expect(text).toContain(MODERATOR_EMAIL);
    await expectNoSeriousViolations(admin, 'the audit log');
    await screenshot(admin, 'audit-log');
  });

  it('shows the moderator the charts, each with its CSV download', async () => {
    await moderator.getByRole('menuitem', { name: 'Charts' }).click();
    await moderator.getByRole('heading', { name: 'Requests per day' }).waitFor();
    await moderator.getByText(/^\d+ requests$/).waitFor();
    await moderator.getByRole('button', { name: 'Download CSV' }).nth(5).waitFor();
    expect(await moderator.getByRole('button', { name: 'Download CSV' }).count()).toBe(7);
    await expectNoSeriousViolations(moderator, 'the charts');
    await screenshot(moderator, 'charts');
  });
});
