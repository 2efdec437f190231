import { api } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import type { LanguageCode } from '@app/i18n';

/** PUT /v1/user {language}: emails, push and in-app notifications reach the person in it. */
export const updateLanguage = (language: LanguageCode) =>
  api.put<{ user: User }>('/user', { language }, { silent: true }).then((data) => data.user);
