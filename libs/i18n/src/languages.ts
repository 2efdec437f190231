/**
 * The languages the product speaks to people in. English is the source: every text the spec states is in the
 * English catalogue exactly as the spec says it. The others are drafts until a native speaker has reviewed them,
 * and the language menu says so ("Yorùbá (beta)"), because a wrong medical instruction costs more than English.
 */
export interface Language {
  code: LanguageCode;
  /** Its name in English, for staff and logs. */
  englishName: string;
  /** Its name as its speakers write it, for the language menu. */
  nativeName: string;
  /** Who wrote the catalogue. */
  draftedBy: string;
  /** Who, speaking it natively, checked the catalogue; null while nobody has. */
  reviewedBy: string | null;
}

export const LANGUAGE_CODES = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

const AI_DRAFT = 'Drafted with a language model by the Blood Match team; short, plain sentences kept for review';

export const LANGUAGES: readonly Language[] = [
  {
    code: 'en',
    englishName: 'English',
    nativeName: 'English',
    draftedBy: 'Blood Match team',
    reviewedBy: 'Blood Match team',
  },
  { code: 'pcm', englishName: 'Nigerian Pidgin', nativeName: 'Naijá', draftedBy: AI_DRAFT, reviewedBy: null },
  { code: 'ha', englishName: 'Hausa', nativeName: 'Hausa', draftedBy: AI_DRAFT, reviewedBy: null },
  { code: 'yo', englishName: 'Yoruba', nativeName: 'Yorùbá', draftedBy: AI_DRAFT, reviewedBy: null },
  { code: 'ig', englishName: 'Igbo', nativeName: 'Igbo', draftedBy: AI_DRAFT, reviewedBy: null },
];

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** The menu label: unreviewed drafts are marked, so nobody mistakes them for checked text. */
export const languageMenuLabel = (language: Language): string =>
  language.reviewedBy ? language.nativeName : `${language.nativeName} (beta)`;

/**
 * The best supported language for a list of preferred tags (a browser's navigator.languages or an
 * Accept-Language header, most preferred first): the first whose primary subtag we speak, else English.
 */
export const pickLanguage = (preferred: readonly string[]): LanguageCode => {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguageCode(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
};
