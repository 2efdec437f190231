import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, settle } from './support/browser';
import { fillDate } from './support/date-field';
import {
  accountLanguageBecomes,
  apiClient,
  chooseLanguage,
  createRecipient,
  hasNamespace,
  sessionOf,
  text,
} from './support/languages';
import { useStackAndBrowser } from './support/suite';

const suite = useStackAndBrowser();

/** A fresh browser whose preferred languages are `locale` (navigator.languages and Accept-Language). */
const openBrowser = async (locale: string) => {
  const context = await suite.browser.newContext({
    locale,
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  return { context, page: await context.newPage() };
};

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the public site', () => {
  it('opens in Hausa for a Hausa browser on the first visit, and switches to Pidgin from the top bar', async () => {
    const { context, page } = await openBrowser('ha');
    await page.goto(`${suite.stack.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: text('ha', 'home:hero.title') }).waitFor();
    expect(await htmlLang(page)).toBe('ha');
    await page
      .getByRole('link', { name: text('ha', 'layout:logIn') })
      .first()
      .waitFor();
    await screenshot(page, 'languages-home-ha');

    await chooseLanguage(page, 'Naijá (beta)');
    await page.getByRole('heading', { level: 1, name: text('pcm', 'home:hero.title') }).waitFor();
    expect(await htmlLang(page)).toBe('pcm');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pcm');

    // The choice is kept for the next visit of this browser.
    await page.goto(`${suite.stack.baseUrl}/faqs`);
    await page.getByRole('heading', { level: 1, name: text('pcm', 'faqs:title') }).waitFor();
    await context.close();
  });
});

describe('a signed-in donor', () => {
  const email = `language.donor.${Date.now()}@example.com`;
  const password = 'Blood-Match-2026!';
  let donorSession: string;

  beforeAll(async () => {
    await suite.stack.createOnboardedDonor({ firstName: 'Musa', email, password });
    donorSession = await sessionOf(suite.stack, email, password);
  });

  const logIn = async (page: Page) => {
    await page.goto(`${suite.stack.baseUrl}/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/app/dashboard');
  };

  /** The dashboard, a form's validation message and a notification sent after the switch, all in `language`. */
  const seesTheAppIn = async (page: Page, language: 'ha' | 'pcm', menuLabel: string) => {
    await chooseLanguage(page, menuLabel);
    await accountLanguageBecomes(suite.stack, donorSession, language);

    await page.goto(`${suite.stack.baseUrl}/app/dashboard`);
    const donorMenu = page.getByRole('navigation', { name: text(language, 'layout:menu.donor') });
    await donorMenu.getByRole('link', { name: text(language, 'routes:requests') }).waitFor();
    await page.getByRole('link', { name: text(language, 'routes:faqs') }).waitFor();
    if (hasNamespace('dashboard')) await page.getByText(text(language, 'dashboard:banner.donor')).waitFor();
    await screenshot(page, `languages-dashboard-${language}`);

    // A form's empty required field: the shared schema's English message, shown in the chosen language.
    await page.goto(`${suite.stack.baseUrl}/app/partner`);
    await page.locator('form button[type="submit"]').click();
    await page.getByText(text(language, 'validation:advocate.nameEmpty')).waitFor();
    await page.getByText(text(language, 'validation:partner.optionEmpty')).waitFor();

    // A request near the donor, made now: the API writes the alert in the donor's language when it sends it. A new
    // recipient each time: one requester may use only one of a donor's daily alerts.
    const recipient = await createRecipient(suite.stack, `language.${language}.${Date.now()}@example.com`, password);
    await recipient.requestBlood();
    // The alert names the blood group and the hospital: its words up to the first of them.
    const body = text(language, 'notices:newRequest.bodyAt').split('{{')[0]!.trim();
    await expect
      .poll(
        async () => {
          await page.goto(`${suite.stack.baseUrl}/app/notifications`);
          await settle(page);
          return page.getByText(body).count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await page.getByText(text(language, 'notices:newRequest.title')).first().waitFor();
    await screenshot(page, `languages-notifications-${language}`);
  };

  it('sees the dashboard, a validation message and a new notification in Hausa, then in Pidgin', async () => {
    const { context, page } = await openBrowser('en-GB');
    await logIn(page);
    expect(await htmlLang(page)).toBe('en');

    await seesTheAppIn(page, 'ha', 'Hausa (beta)');
    await seesTheAppIn(page, 'pcm', 'Naijá (beta)');
    await context.close();
  });

  it('keeps the choice in the account: a new browser gets it after logging in', async () => {
    const { context, page } = await openBrowser('en-GB');
    await page.goto(`${suite.stack.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: text('en', 'home:hero.title') }).waitFor();
    await logIn(page);
    await page
      .getByRole('navigation', { name: text('pcm', 'layout:menu.donor') })
      .getByRole('link', { name: text('pcm', 'routes:history') })
      .waitFor();
    await page.getByRole('link', { name: text('pcm', 'routes:faqs') }).waitFor();
    expect(await htmlLang(page)).toBe('pcm');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pcm');
    await context.close();
  });

  it('pauses alerts in Hausa: the date field reads with Hausa month names, and the chosen day is the one sent', async () => {
    // A browser in American English, which would draw a native date input as mm/dd/yyyy.
    const { context, page } = await openBrowser('en-US');
    await logIn(page);
    await chooseLanguage(page, 'Hausa (beta)');
    await accountLanguageBecomes(suite.stack, donorSession, 'ha');
    await page.goto(`${suite.stack.baseUrl}/app/dashboard`);

    const label = text('ha', 'availability:until');
    const parts = { day: 'Rana', month: 'Wata', year: 'Shekara' };
    const month = page.getByRole('group', { name: label }).getByLabel(parts.month, { exact: true });
    await month.waitFor();
    const names = await month.locator('option').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Janairu', 'Afirilu', 'Nuwamba', 'Disamba']));
    expect(names).not.toContain('November');

    const until = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const [year, monthNumber, day] = until.split('-') as [string, string, string];
    await fillDate(page, label, until, parts);
    const hausaMonth = names[Number(monthNumber)]!; // after the empty first choice
    expect(await month.locator('option:checked').textContent()).toBe(hausaMonth);
    await page.getByRole('button', { name: text('ha', 'availability:pause') }).click();

    // The day as Intl writes it: Chromium pads it ("06"), Node does not.
    const before = text('ha', 'availability:pausedUntil').split('{{date}}')[0]!;
    await page.getByText(new RegExp(`^${before}0?${Number(day)} ${hausaMonth}, ${year}\\.`)).waitFor();
    const { user } = await apiClient(suite.stack)<{ user: { paused_until: string | null } }>(
      'GET',
      '/v1/user',
      undefined,
      donorSession,
    );
    expect(user.paused_until?.slice(0, 10)).toBe(until);
    await page.getByRole('button', { name: text('ha', 'availability:resume') }).click();
    await page.getByRole('button', { name: text('ha', 'availability:pause') }).waitFor();
    await context.close();
  });
});
