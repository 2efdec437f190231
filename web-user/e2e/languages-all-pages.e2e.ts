import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { screenshot, settle } from './support/browser';
import { eventually } from './support/eventually';
import { apiCall, confirmDonation, createAccount, createBloodRequest, type Account } from './support/donor-area';
import {
  raiseOfficerAppeal,
  signedInOfficer,
  signedInStaff,
  useOfficerSession,
  verifyHospital,
  type OfficerSession,
} from './support/hospital-officer';
import { englishIn, englishOnly, languageApplied, LANGUAGES } from './support/languages';
import { useStackAndBrowser } from './support/suite';
import { useSession } from './support/signed-in';

/**
 * Every /app page in Hausa, Yoruba, Igbo and Pidgin, with real data (a donor with a confirmed donation, its
 * reminders and notifications; a recipient with a request a second donor accepted): no text of the English
 * catalogue may show, and the top bar's title is the page's heading. One browser context per language and role,
 * at a phone's width, so the run stays short on a small machine.
 */

const suite = useStackAndBrowser();
let donor: Account;
let recipient: Account;
let secondDonor: Account;
/** Words of the data itself (people's names, the hospital, places), not of the interface. */
const DATA = [
  'Emeka',
  'Ngozi',
  'Tunde',
  'Amaka',
  'Test',
  'Lagos State University Teaching Hospital',
  'Road crash on the expressway',
  'Dr Bello',
  'Lagos',
  'Ikeja',
  'Funke Adebayo',
  'Yemi Ola',
];

beforeAll(async () => {
  donor = await createAccount(suite.stack, { firstName: 'Emeka', phone: '2348031110001' });
  secondDonor = await createAccount(suite.stack, { firstName: 'Tunde', phone: '2348031110002' });
  recipient = await createAccount(suite.stack, { firstName: 'Ngozi', phone: '2348031110003', gender: 'Female' });
  await apiCall(suite.stack, 'PUT', '/v1/user', { role: 'recipient' }, recipient.token);
  // A donation confirmed (the donor's history, badge and reminders), asked by another person: a requester reaches a
  // donor once a day, and the second donor must hear of the recipient's own request.
  const earlier = await createAccount(suite.stack, { firstName: 'Amaka', phone: '2348031110004', gender: 'Female' });
  const donated = await createBloodRequest(suite.stack, earlier, { units: 1 });
  await apiCall(suite.stack, 'PUT', `/v1/requests/donor/${donated}`, { status: 'accepted' }, donor.token);
  await confirmDonation(suite.stack, earlier, donated);
  // An open request a second donor accepted (the recipient's request with its donor).
  const open = await createBloodRequest(suite.stack, recipient, { units: 2 });
  await apiCall(suite.stack, 'PUT', `/v1/requests/donor/${open}`, { status: 'accepted' }, secondDonor.token);
  // The projectors write notifications and reminders after the commands: wait for the donor's.
  await eventually(
    () => apiCall<{ reminders: unknown[] }>(suite.stack, 'GET', '/v1/reminders', undefined, donor.token),
    (reply) => reply.reminders.length > 0,
    "the donor's reminders",
    { timeoutMs: 30_000 },
  );
}, 120_000);

const RECIPIENT_PAGES: string[] = [
  paths.app.dashboard,
  paths.app.yourRequests,
  paths.app.findDonor,
  paths.app.notifications,
];
const DONOR_PAGES: string[] = [
  ...Object.values(paths.app).filter(
    (path): path is Extract<typeof path, string> =>
      typeof path === 'string' &&
      path !== paths.app.root &&
      path !== paths.app.findDonorComplete &&
      !RECIPIENT_PAGES.slice(1, 3).includes(path),
  ),
  // An appeal that did not reach the donor (or has ended): the page says so.
  paths.app.appeal('00000000-0000-4000-8000-000000000000'),
];

/** What a person reads on the page: its visible text, less the data's own words. */
const visibleText = async (page: Page) => {
  let text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  for (const word of DATA) text = text.replaceAll(word, ' ');
  return text;
};

/** The narrow top bar's title and the page's first heading, when the page shows both. */
const titleAndHeading = async (page: Page) => {
  const title = page.locator('header p.MuiTypography-h6').first();
  const heading = page.locator('main h1').first();
  if (!(await title.count()) || !(await heading.count())) return null;
  return { title: (await title.innerText()).trim(), heading: (await heading.innerText()).trim() };
};

describe('every /app page in each language', () => {
  for (const language of LANGUAGES)
    it(`shows no English text in ${language}, and each top bar's title is its page's heading`, async () => {
      const english = englishOnly(language);
      const problems: string[] = [];
      for (const [role, account, pages] of [
        ['donor', donor, DONOR_PAGES],
        ['recipient', recipient, RECIPIENT_PAGES],
      ] as const) {
        // The account's language is the one the app applies after signing in; the device keeps the same.
        await apiCall(suite.stack, 'PUT', '/v1/user', { language }, account.token);
        const { user } = await apiCall<{ user: Record<string, unknown> }>(
          suite.stack,
          'GET',
          '/v1/user',
          undefined,
          account.token,
        );
        const context = await suite.browser.newContext({
          locale: language,
          viewport: { width: 360, height: 740 },
          serviceWorkers: 'block',
        });
        await useSession(context, { token: account.token, user }, role);
        await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
        const page = await context.newPage();
        for (const path of pages) {
          await page.goto(`${suite.stack.baseUrl}${path}`);
          await languageApplied(page, language);
          await settle(page);
          const text = await visibleText(page);
          problems.push(...englishIn(text, english).map((found) => `${role} ${path}: "${found}"`));
          const top = await titleAndHeading(page);
          if (top && top.title !== top.heading)
            problems.push(`${role} ${path}: top bar "${top.title}", heading "${top.heading}"`);
        }
        await screenshot(page, `languages-all-pages/${language}-${role}-last`);
        await context.close();
      }
      expect(problems).toEqual([]);
    });
});

describe('the hospital area in each language', () => {
  let officer: OfficerSession;
  let appealId: string;
  beforeAll(async () => {
    // An officer of the verified LASUTH, with a request there that a donor accepted.
    const staff = await signedInStaff(suite.stack);
    const lasuth = await verifyHospital(suite.stack, staff, 'Lagos State University Teaching Hospital');
    officer = await signedInOfficer(suite.stack, staff, lasuth);
    const asker = await createAccount(suite.stack, { firstName: 'Yemi', phone: '2348031110005' });
    const donorThere = await createAccount(suite.stack, { firstName: 'Emeka', phone: '2348031110006' });
    const request = await createBloodRequest(suite.stack, asker, {
      patient: { firstName: 'Yemi', lastName: 'Ola' },
      hospitalId: lasuth,
    });
    await apiCall(suite.stack, 'PUT', `/v1/requests/donor/${request}`, { status: 'accepted' }, donorThere.token);
    appealId = await raiseOfficerAppeal(suite.stack, officer, 'Road crash on the expressway');
  }, 120_000);

  for (const language of LANGUAGES)
    it(`shows no English text in ${language} on the set-password, sign-in, home and appeals pages`, async () => {
      const { phrases, words } = englishOnly(language);
      const problems: string[] = [];
      const context = await suite.browser.newContext({
        locale: language,
        viewport: { width: 360, height: 740 },
        serviceWorkers: 'block',
      });
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      const page = await context.newPage();
      const check = async (path: string, { withRequest = false, testId = '' } = {}) => {
        await page.goto(`${suite.stack.baseUrl}${path}`);
        await languageApplied(page, language);
        await settle(page);
        // The officer's home draws its requests after its first answer.
        if (withRequest) await page.getByRole('article').first().waitFor();
        if (testId) await page.getByTestId(testId).waitFor();
        const text = await visibleText(page);
        for (const [phrase, pattern] of phrases) if (pattern.test(text)) problems.push(`${path}: "${phrase}"`);
        for (const line of text.split('\n')) if (words.has(line.trim())) problems.push(`${path}: "${line.trim()}"`);
      };
      await check(`${paths.hospital.setPassword}?token=unused`);
      await check(paths.hospital.login);
      await useOfficerSession(context, officer);
      await check(paths.hospital.root, { withRequest: true });
      await screenshot(page, `languages-all-pages/${language}-hospital`);
      await check(paths.hospital.appeals, { withRequest: true });
      await check(paths.hospital.newAppeal);
      await check(paths.hospital.appeal(appealId), { testId: 'appeal-slots' });
      await screenshot(page, `languages-all-pages/${language}-hospital-appeal`);
      await context.close();
      expect(problems).toEqual([]);
    });
});
