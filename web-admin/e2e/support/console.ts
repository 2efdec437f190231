import type { Page } from 'playwright-core';
import { totpCode } from './totp';

/** Opens a set-password link (from the CLI or an invitation email) and sets the password. */
export async function setPasswordFromLink(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('heading', { name: 'Password set' }).waitFor();
}

/**
 * A first sign-in: password, then TOTP enrolment with the code computed from the secret on screen, as an
 * authenticator app would; returns the recovery codes shown once.
 */
export async function firstSignIn(page: Page, consoleUrl: string, email: string, password: string) {
  await page.goto(`${consoleUrl}#/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: /I have saved them/ }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  return codes;
}

/** Confirms the open dialog with its submit button (named like the button that opened it). */
export async function confirmDialog(page: Page, fill: Record<string, string> = {}) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fill)) await dialog.getByLabel(label).fill(value);
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'detached' });
}
