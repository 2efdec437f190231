import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.js';

/** Nigeria is where the product works: dates, numbers and money read as they do there (naira, Lagos time). */
export const APP_REGION = 'NG';
export const FALLBACK_LOCALE = 'en-NG';
export const APP_TIME_ZONE = 'Africa/Lagos';

const supported = (tag: string) => {
  try {
    return (
      Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0 && Intl.NumberFormat.supportedLocalesOf([tag]).length > 0
    );
  } catch {
    return false;
  }
};

const found = new Map<LanguageCode, string>();

/**
 * The Intl locale for a language: "<language>-NG" where the runtime's Intl data knows the language (full ICU knows
 * Hausa, Yoruba, Igbo and Nigerian Pidgin; a small ICU may not), else English as written in Nigeria, so a date is
 * never shown in a foreign region's format. Found once per language: asking the runtime which locales it has was a
 * long task of a slow phone's first render. English's answer is Nigerian English either way, so it is not asked.
 */
export const intlLocale = (language: string | null | undefined): string => {
  const code: LanguageCode = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  let locale = found.get(code);
  if (locale === undefined) {
    const tag = `${code}-${APP_REGION}`;
    locale = tag === FALLBACK_LOCALE || supported(tag) ? tag : FALLBACK_LOCALE;
    found.set(code, locale);
  }
  return locale;
};
