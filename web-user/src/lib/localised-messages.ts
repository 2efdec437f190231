import { DEFAULT_LANGUAGE, messageFinder, translateFieldMessages, translateMessage, type Catalogue } from '@app/i18n';
import { i18next } from './i18n';

/**
 * Validation messages of the shared form schemas and the API's messages arrive in English; this is the one place
 * they are put into the current language (by the English text's key in the `validation` and `api` catalogues).
 * A module of its own, imported by the API client and the forms: a page that shows neither (the home page) does
 * not load the lookup.
 */
let finder: ReturnType<typeof messageFinder> | undefined;
const findMessage: ReturnType<typeof messageFinder> = (message) => {
  const english = i18next.store?.data[DEFAULT_LANGUAGE] as Record<string, Catalogue> | undefined;
  // Built on first use, once English is there: a message before that (none is expected) stays in English.
  if (!english) return null;
  finder ??= messageFinder(english);
  return finder(message);
};
const translate = (key: string, params: Record<string, string>) => i18next.t(key, params);

export const localiseMessage = (message: string): string => translateMessage(findMessage, translate, message);

export const localiseFieldMessages = (errors: Record<string, string>): Record<string, string> =>
  translateFieldMessages(findMessage, translate, errors);
