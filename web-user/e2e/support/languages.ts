import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { REPO, type Stack } from './stack';

type Catalogue = { [key: string]: string | Catalogue };

/** A text of the shared catalogues (libs/i18n/catalogues/<language>/<namespace>.json), by 'namespace:dotted.key'. */
export function text(language: string, key: string): string {
  const [namespace, path] = key.split(':') as [string, string];
  const file = join(REPO, 'libs/i18n/catalogues', language, `${namespace}.json`);
  const value = path
    .split('.')
    .reduce<Catalogue | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      JSON.parse(readFileSync(file, 'utf8')) as Catalogue,
    );
  if (typeof value !== 'string') throw new Error(`${language}/${key} is not in the catalogues`);
  return value;
}

export const hasNamespace = (namespace: string) =>
  existsSync(join(REPO, 'libs/i18n/catalogues/en', `${namespace}.json`));

/** Opens the top bar's language menu and picks a language by its menu label (e.g. "Hausa (beta)"). */
export async function chooseLanguage(page: Page, label: string) {
  await page
    .locator('button[aria-haspopup="menu"]', { hasText: /^(EN|PCM|HA|YO|IG)$/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** JSON calls to the API as a client would make them, with the reply's data. */
export const apiClient = (stack: Stack) => stack.call;

/** A session token for an existing account (a second session beside the browser's). */
export async function sessionOf(stack: Stack, email: string, password: string): Promise<string> {
  const { token } = await apiClient(stack)<{ token: string }>('POST', '/v1/auth/login', { email, password });
  return token;
}

/** Waits until the account's language, as the API stores it, is `language` (the app saves a menu choice). */
export async function accountLanguageBecomes(stack: Stack, token: string, language: string) {
  const call = apiClient(stack);
  await expect
    .poll(async () => (await call<{ user: { language: string } }>('GET', '/v1/user', undefined, token)).user.language, {
      timeout: 15_000,
    })
    .toBe(language);
}

/**
 * A recipient near Ikeja, created through the API like the sign-up journey; `requestBlood` then asks for A+ blood
 * (which an O+ donor can give) at a Lagos hospital, so the API targets nearby donors and notifies them.
 */
export async function createRecipient(stack: Stack, email: string, password: string) {
  const call = apiClient(stack);
  const sentAfter = Date.now() - 1000;
  await call('POST', '/v1/auth/register', {
    first_name: 'Ngozi',
    last_name: 'Recipient',
    email,
    phone_number: '2348039876543',
    password,
    base_url: stack.baseUrl,
    privacy: true,
  });
  const token = new URL(await stack.latestVerificationLink(sentAfter)).searchParams.get('token');
  await call('POST', '/v1/auth/verify-email', { token });
  const session = await sessionOf(stack, email, password);
  const { states } = await call<{ states: { id: number; name: string }[] }>('GET', '/v1/util/states');
  const lagos = states.find((state) => state.name === 'Lagos')!.id;
  await call(
    'PUT',
    '/v1/user',
    {
      gender: 'Female',
      dob: '1988-02-10',
      blood_group: 'A+',
      last_donation_date: null,
      health_data_consent: true,
      state_id: lagos,
      latitude: '6.6018',
      longitude: '3.3515',
      address: 'Ikeja, Lagos',
    },
    session,
  );
  await call('PUT', '/v1/user', { role: 'recipient' }, session);
  const { reasons } = await call<{ reasons: { id: number }[] }>('GET', '/v1/util/reasons?type=request');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const requestBlood = () =>
    call(
      'POST',
      '/v1/requests',
      {
        recipient: 'self',
        gender: 'Female',
        blood_group: 'A+',
        reason_id: reasons[0]!.id,
        units: 1,
        date: `${tomorrow} 10:00:00`,
        hospital: 'Lagos State University Teaching Hospital',
        physician: 'Dr Bello',
        state_id: lagos,
        latitude: '6.58',
        longitude: '3.35',
      },
      session,
    );
  return { requestBlood };
}
