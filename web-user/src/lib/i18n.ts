import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguageCode,
  LANGUAGE_CODES,
  pickLanguage,
  type LanguageCode,
} from '@app/i18n';
import { STORAGE_KEYS, storage } from './storage';

/**
 * The catalogues live in libs/i18n/catalogues/<language>/<namespace>.json, shared with the API (which renders
 * emails and notifications from them). A production build ships them as one JSON file per language under
 * /assets/ (see vite.config.ts): JSON costs the phone far less than the same text as JavaScript, and English,
 * preloaded by index.html, arrives while the scripts download. Development and tests read the sources directly
 * (English at once, so a test never waits for text).
 */
const englishSources = import.meta.glob<Record<string, unknown>>('../../../libs/i18n/catalogues/en/*.json', {
  eager: true,
  import: 'default',
});
const sourceTranslations = import.meta.glob<Record<string, unknown>>('../../../libs/i18n/catalogues/*/*.json', {
  import: 'default',
});

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

type LanguageCatalogues = Record<string, Record<string, unknown>>;

const builtLanguages = new Map<string, Promise<LanguageCatalogues>>();
/** One request per language, shared by all of its namespaces. */
const builtLanguage = (language: string): Promise<LanguageCatalogues> => {
  const file = __CATALOGUE_FILES__[language];
  if (!file) return Promise.resolve({});
  let loading = builtLanguages.get(language);
  if (!loading) {
    // The catalogues are the app's own static files, not the API.
    // eslint-disable-next-line no-restricted-syntax
    loading = fetch(`/${file}`).then((response) => {
      if (!response.ok) throw new Error(`catalogue ${file}: HTTP ${response.status}`);
      return response.json() as Promise<LanguageCatalogues>;
    });
    // A failed download (a dropped connection) is tried again the next time the language is wanted.
    loading.catch(() => builtLanguages.delete(language));
    builtLanguages.set(language, loading);
  }
  return loading;
};

/** The build's own files in the browser; the sources in development, tests and the build's prerender (SSR). */
const fromBuiltFiles = import.meta.env.PROD && !import.meta.env.SSR;

const loadCatalogue = async (language: string, namespace: string) => {
  if (fromBuiltFiles) return (await builtLanguage(language))[namespace] ?? {};
  const load = sourceTranslations[`../../../libs/i18n/catalogues/${language}/${namespace}.json`];
  return load ? load() : {};
};

/** Where the chosen language is kept between visits (the account keeps it too, once signed in). */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;

/**
 * The language chosen on this device before, else the first of the browser's languages we speak, else English.
 * (vite.config.ts's script hiding the prerendered English page finds it the same way.)
 */
export const detectLanguage = (): string => {
  const stored = storage.getLanguage();
  if (stored && isLanguageCode(stored)) return stored;
  return pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
};

// Registered before init, which announces the detected language: the page says which language it is in, and the
// language is kept for the next visit.
i18next.on('languageChanged', (language: string) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  storage.setLanguage(language);
});

const start = (english: LanguageCatalogues) =>
  i18next
    .use(resourcesToBackend(loadCatalogue))
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      resources: { en: english },
      partialBundledLanguages: true,
      ns: Object.keys(english),
      defaultNS: 'common',
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });

/**
 * Resolves once English and the visitor's language are loaded: the app renders after it, so no screen paints
 * half-translated or blank while a catalogue downloads.
 */
export const i18nReady: Promise<unknown> = fromBuiltFiles
  ? builtLanguage(DEFAULT_LANGUAGE)
      // Once more after a dropped connection; then the app starts anyway rather than stay blank.
      .catch(() => builtLanguage(DEFAULT_LANGUAGE))
      .catch(() => ({}))
      .then(start)
  : start(
      Object.fromEntries(Object.entries(englishSources).map(([file, catalogue]) => [namespaceOf(file), catalogue])),
    );

export const currentLanguage = (): LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(i18next.resolvedLanguage ?? '')
    ? (i18next.resolvedLanguage as LanguageCode)
    : DEFAULT_LANGUAGE;

/**
 * The language chosen, even before its catalogue has arrived (currentLanguage is English until then): what the API
 * is asked to answer in, so the first reads of a page are already in it.
 */
export const chosenLanguage = (): LanguageCode =>
  isLanguageCode(i18next.language) ? i18next.language : currentLanguage();

export const changeLanguage = (language: LanguageCode) => i18next.changeLanguage(language);

/** The account's language, applied when a person signs in (a language they chose on another device follows them). */
export const applyAccountLanguage = (language: unknown) => {
  if (isLanguageCode(language) && language !== currentLanguage()) void changeLanguage(language);
};

/** The Intl locale of the current language (e.g. "ha-NG"), for dates, numbers and money. */
export const currentLocale = (): string => intlLocale(currentLanguage());

/** A list held in a catalogue as an array (bullets of a page), by its full key: 'ns:key'. */
export const textList = (key: string): string[] => {
  const value: unknown = i18next.t(key, { returnObjects: true });
  return Array.isArray(value) ? value.map(String) : [];
};

export { i18next };
