import i18next, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguageCode,
  LANGUAGE_CODES,
  messageFinder,
  pickLanguage,
  translateFieldMessages,
  translateMessage,
  type Catalogue,
  type LanguageCode,
} from '@app/i18n';

/**
 * The catalogues live in libs/i18n/catalogues/<language>/<namespace>.json, shared with the API (which renders
 * emails and notifications from them). English ships inside the bundle, so a page never waits for its text and
 * every missing translation falls back at once; the other languages load one namespace at a time, when used.
 */
const english = import.meta.glob<Record<string, unknown>>('../../../libs/i18n/catalogues/en/*.json', {
  eager: true,
  import: 'default',
});
const translations = import.meta.glob<Record<string, unknown>>('../../../libs/i18n/catalogues/*/*.json', {
  import: 'default',
});

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

const englishResources: Resource = {
  en: Object.fromEntries(Object.entries(english).map(([file, catalogue]) => [namespaceOf(file), catalogue])),
};

export const NAMESPACES = Object.keys(englishResources.en);

/** Where the chosen language is kept between visits (the account keeps it too, once signed in). */
export const LANGUAGE_STORAGE_KEY = 'language';

const loadCatalogue = async (language: string, namespace: string) => {
  const load = translations[`../../../libs/i18n/catalogues/${language}/${namespace}.json`];
  return load ? load() : {};
};

const detector = new LanguageDetector(undefined, {
  order: ['localStorage', 'preferredLanguages'],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
});
// The first visit speaks the browser's languages (the first one we speak, else English).
detector.addDetector({
  name: 'preferredLanguages',
  lookup: () => pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])),
});

void i18next
  .use(detector)
  .use(resourcesToBackend(loadCatalogue))
  .use(initReactI18next)
  .init({
    resources: englishResources,
    partialBundledLanguages: true,
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

const markDocument = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
markDocument(i18next.language);
i18next.on('languageChanged', markDocument);

export const currentLanguage = (): LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(i18next.resolvedLanguage ?? '')
    ? (i18next.resolvedLanguage as LanguageCode)
    : DEFAULT_LANGUAGE;

export const changeLanguage = (language: LanguageCode) => i18next.changeLanguage(language);

/** The account's language, applied when a person signs in (a language they chose on another device follows them). */
export const applyAccountLanguage = (language: unknown) => {
  if (isLanguageCode(language) && language !== currentLanguage()) void changeLanguage(language);
};

/** The Intl locale of the current language (e.g. "ha-NG"), for dates, numbers and money. */
export const currentLocale = (): string => intlLocale(currentLanguage());

/**
 * Validation messages of the shared form schemas and the API's messages arrive in English; this is the one place
 * they are put into the current language (by the English text's key in the `validation` and `api` catalogues).
 */
const findMessage = messageFinder(englishResources.en as Record<string, Catalogue>);
const translate = (key: string, params: Record<string, string>) => i18next.t(key, params);

export const localiseMessage = (message: string): string => translateMessage(findMessage, translate, message);

/** A list held in a catalogue as an array (bullets of a page), by its full key: 'ns:key'. */
export const textList = (key: string): string[] => {
  const value: unknown = i18next.t(key, { returnObjects: true });
  return Array.isArray(value) ? value.map(String) : [];
};

export const localiseFieldMessages = (errors: Record<string, string>): Record<string, string> =>
  translateFieldMessages(findMessage, translate, errors);

export { i18next };
