import { dataOf, silentApi } from '@/lib/api-client';
import type { LanguageCode } from '@app/i18n';

/** PUT /v1/user {language}: emails, push and in-app notifications reach the person in it. */
export const updateLanguage = (language: LanguageCode) =>
  dataOf(silentApi.PUT('/v1/user', { body: { language } })).then((data) => data.user);
