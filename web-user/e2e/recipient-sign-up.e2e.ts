import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { useStackAndBrowser } from './support/suite';

const suite = useStackAndBrowser();
const PASSWORD = 'Blood-Match-2026!';

/** A phone, as a new device each time: its own storage, nothing remembered from another context. */
const onNewPhone = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 760 }, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
};

const logIn = async (page: Page, email: string) => {
  await page.goto(`${suite.stack.baseUrl}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
};

/**
 * Pressed from the keyboard: whether a fixed bar covers the last element of a page at phone size is the phone-size
 * layout test's question, not this journey's.
 */
const press = async (button: Locator) => {
  await button.focus();
  await button.press('Enter');
};

/** The account type the API holds (the switch tells it without waiting). */
const roleKept = async (email: string) =>
  ((await suite.stack.call('POST', '/v1/auth/login', { email, password: PASSWORD })) as { user: { role: string } }).user
    .role;

const findADonorShown = async (page: Page) => {
  await page.waitForURL('**/app/dashboard');
  await page.getByRole('link', { name: /For Yourself/ }).waitFor();
  await page.getByRole('link', { name: /For Another Recipient/ }).waitFor();
};

describe('someone who needs blood', () => {
  it('signs up as "I need blood", is asked only gender and blood group, lands on Find A Donor, and logs back in to the type used last', async () => {
    const email = `chiamaka.${Date.now()}@example.com`;
    const first = await onNewPhone(suite.browser);
    const { page } = first;

    await page.goto(`${suite.stack.baseUrl}/`);
    await page.getByRole('link', { name: 'I need blood' }).click();
    await page.waitForURL('**/signup?as=recipient');
    expect(await page.getByRole('button', { name: 'I need blood' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('First Name').fill('Chiamaka');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('0803 123 4567');
    await page.getByLabel('Create Password').fill(PASSWORD);
    const sentAfter = Date.now() - 1000;
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('heading', { name: 'Verify your email address' }).waitFor();

    // The link is opened later, on another phone: the intent travels with the account, not the browser.
    await first.context.close();
    const second = await onNewPhone(suite.browser);
    const verify = new URL(await suite.stack.latestVerificationLink(sentAfter));
    await second.page.goto(`${suite.stack.baseUrl}${verify.pathname}${verify.search}`);
    await second.page.waitForURL('**/login');
    await logIn(second.page, email);
    await second.page.waitForURL('**/signup?registered=true');
    await second.page.getByText('Step 2 of 2').waitFor();
    await second.page.getByRole('heading', { name: 'About you' }).waitFor();
    expect(await second.page.getByLabel('Date of Birth').count()).toBe(0);
    expect(await second.page.getByText('Last donation').count()).toBe(0);
    await second.page.getByLabel('Gender').selectOption('Female');
    await second.page.getByLabel('Blood Group').selectOption('O-');
    await second.page.getByRole('checkbox', { name: /used to find donors who match me/ }).check();
    await screenshot(second.page, 'recipient-onboarding-360');
    await second.page.getByRole('button', { name: 'Finish and find a donor' }).click();

    await findADonorShown(second.page);
    await second.page.getByText('You have onboarded successfully!').waitFor();
    expect(await second.page.evaluate(() => localStorage.getItem('role'))).toBe('recipient');
    await screenshot(second.page, 'recipient-dashboard-360');

    // Switching, from the dashboard itself, is kept by the account: a login on a third phone returns to it.
    await press(second.page.getByRole('button', { name: 'Switch to donor account' }));
    await second.page.getByText('Another day to save a life!').waitFor();
    await second.page.getByText('Add your date of birth and location so we can show you requests near you.').waitFor();
    await expect.poll(() => roleKept(email)).toBe('donor');
    await second.context.close();

    const third = await onNewPhone(suite.browser);
    await logIn(third.page, email);
    await third.page.waitForURL('**/app/dashboard');
    await third.page.getByText('Another day to save a life!').waitFor();
    expect(await third.page.evaluate(() => localStorage.getItem('role'))).toBe('donor');
    await press(third.page.getByRole('button', { name: 'Switch to Find A Donor' }));
    await findADonorShown(third.page);
    await expect.poll(() => roleKept(email)).toBe('recipient');
    await third.context.close();

    const fourth = await onNewPhone(suite.browser);
    await logIn(fourth.page, email);
    await findADonorShown(fourth.page);
    expect(await fourth.page.evaluate(() => localStorage.getItem('role'))).toBe('recipient');
    await fourth.context.close();
  });
});
