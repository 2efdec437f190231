import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * Waits until the page is in `language`: lib/i18n.ts sets <html lang> once that language's texts have loaded, before
 * the app draws with them. Fails after 30 s naming the language the page stayed in.
 */
export async function languageApplied(page: Page, language: string) {
  await page
    .waitForFunction((chosen) => document.documentElement.lang === chosen, language, { timeout: 30_000 })
    .catch(async (error: Error) => {
      const shown = await page.evaluate(() => document.documentElement.lang).catch(() => '?');
      throw new Error(`${page.url()} stayed in "${shown}", not "${language}" (${error.message})`);
    });
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

/** The languages besides English. */
export const LANGUAGES = ['ha', 'yo', 'ig', 'pcm'] as const;

const leaves = (node: Catalogue, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

/** Every text of a language's catalogues, by 'namespace:dotted.key'. */
const catalogue = (language: string): Map<string, string> => {
  const folder = join(REPO, 'libs/i18n/catalogues', language);
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        leaves(JSON.parse(readFileSync(join(folder, file), 'utf8')) as Catalogue, `${file.slice(0, -5)}:`),
      ),
  );
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `fragment` as a whole phrase of `text` (not inside a longer word), case as written. */
const phraseIn = (fragment: string) => new RegExp(`(^|[^\\p{L}])${escape(fragment)}($|[^\\p{L}])`, 'u');

/**
 * The English that must not show in `language`, from every English text (values and markup cut out): phrases of two
 * words or more anywhere, and one-word texts ("Male", "Other") as a line of their own, so a word inside a name or a
 * place is not taken for one. Except what the language writes the same at the same key ("OK", "FAQs") or uses in
 * its own texts (Pidgin's "blood", "Reminders"), and what is too short to tell.
 */
export const englishOnly = (language: string) => {
  const target = catalogue(language);
  const ownTexts = [...target.values()];
  const phrases = new Set<string>();
  const words = new Set<string>();
  for (const [key, english] of catalogue('en')) {
    if (target.get(key) === english) continue;
    const parts = english.split(/\{\{[^}]*\}\}|<[^>]*>|\n/);
    for (const part of parts) {
      const phrase = part.trim().replace(/^[\s.,:;!?()'"-]+|[\s.,:;()'"-]+$/g, '');
      if (phrase.length < 4 || !/\p{L}{3}/u.test(phrase)) continue;
      const pattern = phraseIn(phrase);
      if (ownTexts.some((text) => pattern.test(text))) continue;
      if (/\s/.test(phrase)) phrases.add(phrase);
      else if (parts.length === 1) words.add(phrase);
    }
  }
  return { phrases: [...phrases].map((phrase) => [phrase, phraseIn(phrase)] as const), words };
};

/** The English of `leftovers` (from `englishOnly`) that shows in a page's visible `text`. */
export const englishIn = (text: string, leftovers: ReturnType<typeof englishOnly>): string[] => [
  ...leftovers.phrases.filter(([, pattern]) => pattern.test(text)).map(([phrase]) => phrase),
  ...text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => leftovers.words.has(line)),
];
