import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { fillDate } from './support/date-field';
import { screenshot, settle } from './support/browser';
import { eventually } from './support/eventually';
import { apiCall, createAccount, createBloodRequest, type Account } from './support/donor-area';
import {
  raiseOfficerAppeal,
  signedInOfficer,
  signedInStaff,
  useOfficerSession,
  verifyHospital,
} from './support/hospital-officer';
import { PHONE_SIZES, phoneContext, phoneProblems, sizeName, type PhoneSize } from './support/phone';
import type { SignedIn } from './support/signed-in';
import { useStackAndBrowser } from './support/suite';

/**
 * On the phones people use (360×640, 390×844, 412×915): every /app page, every wizard step and every dialog keeps its
 * primary buttons clear of the fixed bars (scrolled into view, the element at a button's centre is the button) and
 * never scrolls sideways.
 */
const suite = useStackAndBrowser();

// Pages with a parameter are reached from their lists below.
const APP_PAGES = Object.values(paths.app).filter(
  (path): path is Extract<typeof path, string> => typeof path === 'string' && path !== paths.app.root,
);
const DONOR_ONLY = [paths.app.requests, paths.app.history, paths.app.reminders, paths.app.achievements] as string[];
const UNKNOWN_APPEAL = '00000000-0000-4000-8000-000000000000';
const RECIPIENT_ONLY = [paths.app.findDonor, paths.app.findDonorComplete, paths.app.yourRequests] as string[];

// A donor is alerted at most once a day per requester and three times a day in all: each request below has its
// own requester, and the donors who answer the last one are made after the first requests have been sent.
let recipient: Account;
let donorOfRecipient: Account;
let historyRecipient: Account;
let historyDonor: Account;
let newcomerToken: string;
const sizeDonors: Account[] = [];
let openRequest: string;
let acceptedRequest: string;
let confirmedRequest: string;
let quietRequest: string;

const sessionOf = async (account: Account): Promise<SignedIn> => {
  const { user } = await apiCall<{ user: Record<string, unknown> }>(
    suite.stack,
    'GET',
    '/v1/user',
    undefined,
    account.token,
  );
  return { token: account.token, user };
};

/** A request by `requester` for a patient (someone else), at LASUTH, tomorrow. */
const requestForPatient = (requester: Account, firstName: string, lastName: string, units = 2) =>
  createBloodRequest(suite.stack, requester, { units, patient: { firstName, lastName } });

/** Waits until the donor search has alerted the donor (the projectors do it just after the request). */
const alerted = async (donor: Account, requestId: string) => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { donations } = await apiCall<{ donations: { id: string }[] }>(
      suite.stack,
      'GET',
      '/v1/requests/donor?page=1&limit=50',
      undefined,
      donor.token,
    );
    if (donations.some((donation) => donation.id === requestId)) return;
    if (Date.now() > deadline) throw new Error(`request ${requestId} never reached the donor`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
};

const accept = async (donor: Account, requestId: string) => {
  await alerted(donor, requestId);
  await apiCall(suite.stack, 'PUT', `/v1/requests/donor/${requestId}`, { status: 'accepted' }, donor.token);
};

beforeAll(async () => {
  recipient = await createAccount(suite.stack, { firstName: 'Chiamaka', phone: '2348051110001' });
  donorOfRecipient = await createAccount(suite.stack, { firstName: 'Tunde', phone: '2348051110002' });
  historyRecipient = await createAccount(suite.stack, { firstName: 'Folake', phone: '2348051110003' });
  historyDonor = await createAccount(suite.stack, { firstName: 'Emeka', phone: '2348051110004' });

  acceptedRequest = await requestForPatient(recipient, 'Bisi', 'Alade');
  await accept(donorOfRecipient, acceptedRequest);
  quietRequest = await requestForPatient(recipient, 'Sade', 'Ojo');
  confirmedRequest = await requestForPatient(historyRecipient, 'Ngozi', 'Adeyemi');
  await accept(historyDonor, confirmedRequest);
  const { requests } = await apiCall<{ requests: { id: string; matches: { id: string }[] }[] }>(
    suite.stack,
    'GET',
    `/v1/requests?id=${confirmedRequest}`,
    undefined,
    historyRecipient.token,
  );
  await apiCall(
    suite.stack,
    'PUT',
    `/v1/requests/matches/${requests[0]!.matches[0]!.id}/confirm`,
    undefined,
    historyRecipient.token,
  );

  for (const [index] of PHONE_SIZES.entries())
    sizeDonors.push(
      await createAccount(suite.stack, { firstName: `Dayo${'ABC'[index]}`, phone: `234805111002${index}` }),
    );
  const kemi = await createAccount(suite.stack, { firstName: 'Kemi', phone: '2348051110030' });
  openRequest = await requestForPatient(kemi, 'Kemi', 'Bello', 4);
  for (const donor of sizeDonors) await alerted(donor, openRequest);

  // Someone who registered and verified their email but has not onboarded yet.
  const email = `ada.${Date.now()}@example.com`;
  const password = 'Blood-Match-2026!';
  const sentAfter = Date.now() - 1000;
  await apiCall(suite.stack, 'POST', '/v1/auth/register', {
    first_name: 'Ada',
    last_name: 'Obi',
    email,
    phone_number: '2348051110099',
    password,
    base_url: suite.stack.baseUrl,
    privacy: true,
  });
  const link = new URL(await suite.stack.latestVerificationLink(sentAfter));
  await apiCall(suite.stack, 'POST', '/v1/auth/verify-email', { token: link.searchParams.get('token') });
  const { token } = await apiCall<{ token: string }>(suite.stack, 'POST', '/v1/auth/login', { email, password });
  newcomerToken = token;
});

const visit = async (page: Page, path: string) => {
  await page.goto(`${suite.stack.baseUrl}${path}`);
  await settle(page);
};

describe('on a phone', () => {
  for (const size of PHONE_SIZES)
    for (const role of ['donor', 'recipient'] as const)
      it(
        `shows every /app page to the ${role} at ${sizeName(size)} with its buttons clear of the bars and nothing wider than the screen`,
        { timeout: 420_000 },
        async () => {
          const problems: string[] = [];
          const session = await sessionOf(role === 'donor' ? historyDonor : historyRecipient);
          const pages = APP_PAGES.filter((path) => !(role === 'donor' ? RECIPIENT_ONLY : DONOR_ONLY).includes(path));
          const { context, page } = await phoneContext(suite.browser, size, { session, role });
          // An appeal that never reached them (one that did is walked in appeals.e2e.ts): the page says so.
          const appeal = role === 'donor' ? [paths.app.appeal(UNKNOWN_APPEAL)] : [];
          for (const path of [...pages, ...appeal, paths.app.giveFeedback(confirmedRequest)]) {
            await visit(page, path);
            expect(new URL(page.url()).pathname, `${path} sent the ${role} away`).toBe(path);
            problems.push(...(await phoneProblems(page, size, `${role} ${path}`)));
          }

          // Each profile card's edit form: its Save button.
          await visit(page, paths.app.profile);
          for (const edit of await page.getByRole('button', { name: /^Edit: / }).all()) {
            const card = page.getByRole('region', { name: (await edit.getAttribute('aria-label'))!.slice(6) });
            await edit.tap();
            const save = card.getByRole('button', { name: 'Save' });
            await save.waitFor();
            problems.push(...(await phoneProblems(page, size, `${role} profile edit`, [save])));
            await card.getByRole('button', { name: 'Cancel' }).tap();
          }

          // The account sheet from the avatar.
          await page.getByRole('button', { name: /Account menu/ }).tap();
          const logout = page.getByRole('button', { name: 'Logout' });
          await logout.waitFor();
          problems.push(...(await phoneProblems(page, size, `${role} account sheet`, [logout])));
          await context.close();
          expect(problems).toEqual([]);
        },
      );

  it('walks every step of the find-donor wizard with Proceed and Submit in reach', { timeout: 420_000 }, async () => {
    const problems: string[] = [];
    const asRecipient = await sessionOf(recipient);
    for (const size of PHONE_SIZES) {
      // Find a donor, for someone else (3 steps) and for oneself (2 steps); not submitted here.
      const wizard = await phoneContext(suite.browser, size, { session: asRecipient, role: 'recipient' });
      for (const kind of ['other', 'self'] as const) {
        const { page: steps } = wizard;
        await visit(steps, `${paths.app.findDonor}?recipient=${kind}`);
        const total = kind === 'other' ? 3 : 2;
        if (kind === 'other') {
          await steps.getByText('Step 1 of 3').waitFor();
          problems.push(...(await phoneProblems(steps, size, 'find-donor (other) step 1')));
          await steps.getByLabel("Recipient's first name").fill('Ngozi');
          await steps.getByLabel("Recipient's last name").fill('Adeyemi');
          await steps.getByLabel('Gender').selectOption('Female');
          await steps.getByLabel('Blood group').selectOption('O-');
          await steps.getByRole('button', { name: 'Proceed' }).tap();
        }
        await steps.getByText(`Step ${total - 1} of ${total}`).waitFor();
        problems.push(...(await phoneProblems(steps, size, `find-donor (${kind}) step ${total - 1}`)));
        await steps.getByLabel('Reason').selectOption({ index: 1 });
        await steps.getByLabel('Units of blood (1 to 4)').fill('1');
        if (kind === 'other') await steps.getByLabel("Recipient's phone number").fill('0803 555 1234');
        await steps.getByRole('button', { name: 'Now!' }).tap();
        await steps.getByRole('button', { name: 'Proceed' }).tap();
        await steps.getByText(`Step ${total} of ${total}`).waitFor();
        await screenshot(steps, `phone-sizes/find-donor-${kind}-${total}-${sizeName(size)}`);
        problems.push(...(await phoneProblems(steps, size, `find-donor (${kind}) step ${total}`)));
      }
      await visit(wizard.page, paths.app.findDonorComplete);
      problems.push(...(await phoneProblems(wizard.page, size, 'find-donor complete step 1')));
      await wizard.page.getByRole('button', { name: 'Next' }).tap();
      await wizard.page.getByRole('checkbox', { name: 'I have read and agree to these guidelines' }).check();
      problems.push(...(await phoneProblems(wizard.page, size, 'find-donor complete step 2')));
      await wizard.context.close();
    }
    expect(problems).toEqual([]);
  });

  it('walks every step of the onboarding wizard with Proceed and Submit in reach', { timeout: 420_000 }, async () => {
    const problems: string[] = [];
    for (const size of PHONE_SIZES) {
      // Step 1: the sign-up form, signed out.
      const signedOut = await phoneContext(suite.browser, size);
      await visit(signedOut.page, paths.signup);
      problems.push(...(await phoneProblems(signedOut.page, size, 'onboarding step 1')));
      await signedOut.context.close();

      // Steps 2 to 4 (not submitted): a verified account that has not onboarded keeps only its token.
      const onboarding = await phoneContext(suite.browser, size);
      await onboarding.context.addInitScript((token) => localStorage.setItem('token', token), newcomerToken);
      const page = onboarding.page;
      await visit(page, paths.onboarding);
      await page.getByText('Step 2 of 4').waitFor();
      problems.push(...(await phoneProblems(page, size, 'onboarding step 2')));
      await page.getByLabel('Gender').selectOption('Female');
      await fillDate(page, 'Date of Birth', '1994-03-12');
      await page.getByLabel('Blood Group').selectOption('O+');
      await page.getByRole('checkbox', { name: /I agree that my blood type and genotype/ }).check();
      await page.getByRole('button', { name: 'Proceed to the next step' }).tap();
      await page.getByText('Step 3 of 4').waitFor();
      problems.push(...(await phoneProblems(page, size, 'onboarding step 3')));
      await page.getByLabel('Search for your town or area').fill('Ikeja');
      await page.getByRole('option', { name: /Ikeja/ }).first().tap();
      await page.getByRole('button', { name: 'Proceed to the next step' }).tap();
      await page.getByText('Step 4 of 4').waitFor();
      problems.push(...(await phoneProblems(page, size, 'onboarding step 4')));
      await screenshot(page, `phone-sizes/onboarding-4-${sizeName(size)}`);
      await onboarding.context.close();
    }
    expect(problems).toEqual([]);
  });

  it(
    'keeps every dialog of donors and recipients in reach: request, reject, accepted, calendar, confirm, turn off',
    { timeout: 420_000 },
    async () => {
      const problems: string[] = [];
      const asRecipient = await sessionOf(recipient);
      for (const [index, size] of PHONE_SIZES.entries()) {
        const donor = await phoneContext(suite.browser, size, {
          session: await sessionOf(sizeDonors[index]!),
          role: 'donor',
        });
        const page = donor.page;
        await visit(page, `${paths.app.requests}?id=${openRequest}`);
        const popup = page.getByRole('dialog', { name: 'Kemi needs O+ blood' });
        await popup.waitFor();
        problems.push(...(await phoneProblems(page, size, 'request popup')));
        await popup.getByRole('button', { name: 'Reject' }).tap();
        const reject = page.getByRole('dialog', { name: 'Reject this request' });
        await reject.waitFor();
        problems.push(...(await phoneProblems(page, size, 'reject dialog')));
        await reject.getByRole('button', { name: 'Cancel' }).tap();
        await popup.getByRole('button', { name: 'Accept' }).tap();
        const accepted = page.getByRole('dialog', { name: 'Thank you for accepting!' });
        await accepted.getByRole('button', { name: 'I donated' }).waitFor();
        problems.push(...(await phoneProblems(page, size, 'accepted popup')));
        await accepted.getByRole('button', { name: 'Add to Calendar' }).tap();
        const calendar = page.getByRole('dialog', { name: 'Add to Calendar' });
        await calendar.waitFor();
        problems.push(...(await phoneProblems(page, size, 'calendar dialog')));
        await calendar.getByRole('button', { name: 'Close' }).tap();
        await accepted.getByRole('button', { name: 'I donated' }).waitFor();
        await donor.context.close();

        const asker = await phoneContext(suite.browser, size, { session: asRecipient, role: 'recipient' });
        await visit(asker.page, `${paths.app.yourRequests}?id=${acceptedRequest}`);
        const details = asker.page.getByRole('dialog', { name: 'Request details' });
        await details.getByRole('button', { name: 'Confirm Donation' }).waitFor();
        await screenshot(asker.page, `phone-sizes/your-request-popup-${sizeName(size)}`);
        problems.push(...(await phoneProblems(asker.page, size, 'your request popup')));
        await details.getByRole('button', { name: 'Confirm Donation' }).tap();
        const question = asker.page.getByRole('dialog', { name: /Confirm that Tunde Test donated\?/ });
        await question.waitFor();
        problems.push(...(await phoneProblems(asker.page, size, 'confirm donation dialog')));
        await question.getByRole('button', { name: 'Cancel' }).tap();

        await visit(asker.page, `${paths.app.yourRequests}?id=${quietRequest}`);
        await details.getByRole('switch', { name: 'Request on' }).tap();
        const turnOff = asker.page
          .getByRole('dialog')
          .filter({ hasText: 'Are you sure you want to turn this blood request off?' });
        await turnOff.waitFor();
        problems.push(...(await phoneProblems(asker.page, size, 'turn off dialog')));
        await asker.context.close();
      }
      expect(problems).toEqual([]);
    },
  );

  it(
    "keeps the hospital officers' pages and dialogs in reach: set password, sign-in, home, confirm genuine, record, appeals",
    { timeout: 420_000 },
    async () => {
      const problems: string[] = [];
      const staff = await signedInStaff(suite.stack);
      const lasuth = await verifyHospital(suite.stack, staff, 'Lagos State University Teaching Hospital');
      const officer = await signedInOfficer(suite.stack, staff, lasuth);
      const asker = await createAccount(suite.stack, { firstName: 'Yemi', phone: '2348051110040' });
      await createBloodRequest(suite.stack, asker, {
        patient: { firstName: 'Yemi', lastName: 'Ola' },
        hospitalId: lasuth,
      });
      // A donor coming for the appeal: their code opens the record dialog, which names them.
      const giver = await createAccount(suite.stack, { firstName: 'Kunle', phone: '2348051110041', bloodGroup: 'AB-' });
      const appealId = await raiseOfficerAppeal(suite.stack, officer, 'Road crash on the expressway');
      const reached = await eventually(
        () =>
          apiCall<{ id: string; slots: { start: string; taken: number; capacity: number }[] }[]>(
            suite.stack,
            'GET',
            '/v1/appeals',
            undefined,
            giver.token,
          ),
        (appeals) => appeals.some((appeal) => appeal.id === appealId),
        'the appeal to reach the donor',
        { timeoutMs: 60_000 },
      );
      const hour = reached.find((appeal) => appeal.id === appealId)!.slots.find((slot) => slot.taken < slot.capacity)!;
      const { donor_code: donorCode } = await apiCall<{ donor_code: string }>(
        suite.stack,
        'POST',
        `/v1/appeals/${appealId}/responses`,
        { slot_start: hour.start },
        giver.token,
      );
      for (const size of PHONE_SIZES) {
        const signedOut = await phoneContext(suite.browser, size);
        // A link's token is checked only when the form is sent: the form shows for any token.
        await visit(signedOut.page, `${paths.hospital.setPassword}?token=unused`);
        problems.push(...(await phoneProblems(signedOut.page, size, 'hospital set password')));
        await visit(signedOut.page, paths.hospital.login);
        problems.push(...(await phoneProblems(signedOut.page, size, 'hospital sign-in')));
        await signedOut.context.close();

        const { context, page } = await phoneContext(suite.browser, size);
        await useOfficerSession(context, officer);
        await visit(page, paths.hospital.root);
        const request = page.getByRole('article', { name: 'Yemi Ola' });
        await request.waitFor();
        await screenshot(page, `phone-sizes/hospital-home-${sizeName(size)}`);
        problems.push(...(await phoneProblems(page, size, 'hospital home')));
        await request.getByRole('button', { name: 'Confirm genuine' }).tap();
        const genuine = page.getByRole('dialog', { name: /genuine/ });
        await genuine.waitFor();
        problems.push(...(await phoneProblems(page, size, 'confirm genuine dialog')));
        await genuine.getByRole('button', { name: 'Cancel' }).tap();
        await request.getByRole('button', { name: 'Close request' }).tap();
        const close = page.getByRole('dialog', { name: /Close the request/ });
        await close.waitFor();
        problems.push(...(await phoneProblems(page, size, 'close request dialog')));
        await close.getByRole('button', { name: 'Cancel' }).tap();
        await page.getByLabel('Donor code').fill(donorCode);
        await page.getByRole('button', { name: 'Record donation' }).tap();
        const record = page.getByRole('dialog', { name: 'Record this donation?' });
        await record.waitFor();
        problems.push(...(await phoneProblems(page, size, 'record donation dialog')));
        await record.getByRole('button', { name: 'Cancel' }).tap();

        await page.getByRole('link', { name: 'Urgent appeals' }).tap();
        await page.getByRole('article', { name: 'Road crash on the expressway' }).waitFor();
        problems.push(...(await phoneProblems(page, size, 'hospital appeals')));
        await page.getByRole('link', { name: 'Raise an appeal' }).tap();
        await page.getByRole('heading', { name: 'Raise an urgent appeal' }).waitFor();
        await settle(page);
        problems.push(...(await phoneProblems(page, size, 'raise an appeal')));
        await visit(page, paths.hospital.appeal(appealId));
        await page.getByRole('list', { name: 'Donors coming per hour' }).waitFor();
        await screenshot(page, `phone-sizes/hospital-appeal-${sizeName(size)}`);
        problems.push(...(await phoneProblems(page, size, 'hospital appeal')));
        await page.getByRole('button', { name: 'Stop appeal' }).tap();
        const stop = page.getByRole('dialog', { name: 'Stop this appeal?' });
        await stop.waitFor();
        problems.push(...(await phoneProblems(page, size, 'stop appeal dialog')));
        await stop.getByRole('button', { name: 'Keep it running' }).tap();
        await context.close();
      }
      expect(problems).toEqual([]);
    },
  );

  it('fits the home top bar on one line at 360 px', async () => {
    const size: PhoneSize = PHONE_SIZES[0];
    const { context, page } = await phoneContext(suite.browser, size);
    await visit(page, paths.home);
    // The home page loads the app only when the visitor acts or its live sections come near the screen, and the app
    // then replaces the prerendered page: check the page the app drew, so no check lands mid-replacement.
    await page
      .locator('h1')
      .first()
      .evaluate((heading) => heading.setAttribute('data-prerendered-probe', ''));
    await page.keyboard.press('Shift');
    await page.locator('[data-prerendered-probe]').waitFor({ state: 'detached' });
    await settle(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const bar = page.locator('header').first();
    // One line is the toolbar's 64 px and its 1 px border; a wrapped line adds another row.
    const height = await bar.evaluate((header) => header.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(65);
    const login = page.getByRole('banner').getByRole('link', { name: 'Log in' });
    const box = await login.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(48);
    expect(await phoneProblems(page, size, 'home')).toEqual([]);
    await context.close();
  });
});
