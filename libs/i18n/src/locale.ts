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

/**
 * The Intl locale for a language: "<language>-NG" where the runtime's Intl data knows the language (full ICU knows
 * Hausa, Yoruba, Igbo and Nigerian Pidgin; a small ICU may not), else English as written in Nigeria, so a date is
 * never shown in a foreign region's format.
 */
export const intlLocale = (language: string | null | undefined): string => {
  const code: LanguageCode = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const tag = `${code}-${APP_REGION}`;
  return supported(tag) ? tag : FALLBACK_LOCALE;
};
