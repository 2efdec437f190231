import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n, type Resource, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, pickLanguage, type LanguageCode } from './languages.js';
import { messageFinder, translateFieldMessages, translateMessage, type Catalogue } from './message-lookup.js';

/**
 * The catalogues for what the API and the projectors write to people (replies, emails, notifications). They sit
 * beside this module's folder: libs/i18n/catalogues when run from source, dist/libs/i18n/catalogues once built
 * (`npm run build` copies them, and the Docker image copies dist).
 */
export const CATALOGUES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../catalogues');

export const readCatalogues = (directory = CATALOGUES_DIR): Resource => {
  if (!existsSync(join(directory, DEFAULT_LANGUAGE)))
    throw new Error(`The language catalogues are missing: ${directory} has no ${DEFAULT_LANGUAGE}/ folder`);
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      Object.fromEntries(
        readdirSync(join(directory, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            file.replace(/\.json$/, ''),
            JSON.parse(readFileSync(join(directory, language, file), 'utf8')) as Catalogue,
          ]),
      ),
    ]),
  );
};

let shared: { i18n: i18n; find: ReturnType<typeof messageFinder> } | null = null;

const translations = () => {
  if (shared) return shared;
  const resources = readCatalogues();
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    initAsync: false,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: 'common',
    // Emails escape their own HTML; replies and notifications are plain text.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  shared = { i18n: instance, find: messageFinder(resources[DEFAULT_LANGUAGE] as Record<string, Catalogue>) };
  return shared;
};

/** A t() fixed to one language, for rendering an email or a notification for one person. */
export const translatorFor = (language: LanguageCode): TFunction => translations().i18n.getFixedT(language);

/** An English message of the domain or the API in `language` (unchanged if no catalogue has it). */
export const translateApiMessage = (language: LanguageCode, message: string): string =>
  translateMessage(translations().find, translatorFor(language) as never, message);

export const translateApiFieldMessages = (language: LanguageCode, errors: Record<string, string>) =>
  translateFieldMessages(translations().find, translatorFor(language) as never, errors);

/** The language of an HTTP request from its Accept-Language header (the app sends its current language). */
export const languageOfAcceptHeader = (header: string | string[] | undefined): LanguageCode => {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = value
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  return pickLanguage(tags);
};
