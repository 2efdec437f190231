import type { Page } from 'playwright-core';
import { screenshot, seriousViolations } from './browser';
import type { Stack } from './stack';

export const PASSWORD = 'Blood-Match-2026!';

/** Logs in through the login page, then takes the recipient role (kept in the browser, as Switch Account Type does). */
export async function signInAsRecipient(page: Page, stack: Stack, email: string) {
  await page.goto(`${stack.baseUrl}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/app/dashboard');
  await page.evaluate(() => localStorage.setItem('role', 'recipient'));
}

/** A user made through the API (registered, verified, onboarded in Ikeja); each test run uses fresh emails. */
export async function createUser(
  stack: Stack,
  firstName: string,
  options: { bloodGroup?: string; phone?: string } = {},
) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const { token } = await stack.createOnboardedDonor({ firstName, email, password: PASSWORD, ...options });
  return { email, token };
}

/**
 * Screenshot into web-user/artifacts, and the serious or critical axe violations of the page's own content (its
 * main region and any open dialog; the app shell around it is checked by the all-pages test).
 */
export async function capture(page: Page, name: string, problems: string[]) {
  await screenshot(page, `recipient-area-${name}`);
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  const content = dialogOpen ? ['main', '[role="dialog"]'] : ['main'];
  problems.push(...(await seriousViolations(page, content)).map((line) => `${name}: ${line}`));
}
