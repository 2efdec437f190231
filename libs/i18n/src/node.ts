import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n, type Resource, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, pickLanguage, type LanguageCode } from './languages.js';
import { APP_TIME_ZONE, intlLocale } from './locale.js';
import { useEnglishMessages, type FieldMessages, type MessageText } from '@app/domain';
import { messageFinder, translateMessage, type Catalogue } from './message-lookup.js';

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

/**
 * A message of the API in `language`: by its key and parameters; text that arrives in English from outside the
 * code tables (a form rule's message shared with the user app) is found by its English text (unchanged if no
 * catalogue has it).
 */
export const translateApiMessage = (language: LanguageCode, text: MessageText): string =>
  typeof text === 'string'
    ? translateMessage(translations().find, translatorFor(language) as never, text)
    : translatorFor(language)(text.key, { ...text.params });

export const translateApiFieldMessages = (language: LanguageCode, errors: FieldMessages): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translateApiMessage(language, text)]));

// Errors the domain builds by key carry their English rendering as `message`, for logs.
useEnglishMessages((key, params) => translatorFor(DEFAULT_LANGUAGE)(key, { ...params }));

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

/**
 * A text kept by key rather than in words: a group of the catalogue (`<key>.title` and `<key>.body`) and the values
 * it is written with. Stored with notifications and reminders and put into words in the reader's language each time
 * it is read, so a person who changes language reads their whole history in the new one.
 */
export interface StoredMessage {
  /** e.g. 'notices:newRequest', written out in full so the catalogue check sees each one used. */
  key: string;
  values?: Record<string, string | number>;
  /** The body's full key when it is not `<key>.body`. */
  bodyKey?: string;
  /** Values that are dates (ISO), written as the reader's locale writes a long date. */
  dates?: Record<string, string>;
  /** Values that are words of the catalogue (a badge's name), by their full key. */
  terms?: Record<string, string>;
  /** A title that is itself a stored message (a due reminder's notice carries the reminder's own title). */
  titleFrom?: { key: string; values?: Record<string, string | number> };
  /** Text that stays as written (a moderator's reason before or after the body; a title from before keys). */
  verbatim?: { title?: string; prefix?: string; suffix?: string };
}

export interface RenderedMessage {
  title: string;
  body: string;
}

const languageOf = (language: string | null | undefined): LanguageCode =>
  isLanguageCode(language) ? language : DEFAULT_LANGUAGE;

/** The message in words in one language: its `.title` and `.body`. */
export const renderMessage = (message: StoredMessage, language: string | null | undefined): RenderedMessage => {
  const code = languageOf(language);
  const t = translatorFor(code);
  const longDate = new Intl.DateTimeFormat(intlLocale(code), { dateStyle: 'long', timeZone: APP_TIME_ZONE });
  const dates = Object.fromEntries(
    Object.entries(message.dates ?? {}).map(([name, iso]) => [name, longDate.format(new Date(iso))]),
  );
  const terms = Object.fromEntries(Object.entries(message.terms ?? {}).map(([name, key]) => [name, t(key)]));
  const values = { ...message.values, ...dates, ...terms };
  const body = [message.verbatim?.prefix, t(message.bodyKey ?? `${message.key}.body`, values), message.verbatim?.suffix]
    .filter(Boolean)
    .join(' ');
  const title = message.titleFrom
    ? t(`${message.titleFrom.key}.title`, message.titleFrom.values ?? {})
    : (message.verbatim?.title ?? t(`${message.key}.title`, values));
  return { title, body };
};

/** A stored row's text: by its key when it has one, else the words it was stored with (rows from before keys). */
export const renderStored = (
  row: { messageKey: string | null; messageParams: Record<string, unknown> | null; title: string; body: string },
  language: string | null | undefined,
): RenderedMessage =>
  row.messageKey
    ? renderMessage({ ...(row.messageParams as Omit<StoredMessage, 'key'>), key: row.messageKey }, language)
    : { title: row.title, body: row.body };

/** A name as a catalogue key: "Accident or trauma" → "accidentOrTrauma". */
const nameKey = (name: string): string =>
  (name.match(/[A-Za-z0-9]+/g) ?? [])
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase()))
    .join('');

/**
 * A name of the reference data (a reason, as seeded in English) in `language`, from its catalogue group (e.g.
 * 'reference-data:reasons.request') by the name's key; a name the catalogue does not know (one staff added) as stored.
 */
export const referenceName = (language: LanguageCode, group: string, name: string): string =>
  translatorFor(language)(`${group}.${nameKey(name)}`, { defaultValue: name });
