import { useMutation } from '@tanstack/react-query';
import { api, appBaseUrl } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import type { RegisterRequest, User } from '@/lib/api-types';
import { signupForm } from '@app/domain';

export const registerInput = signupForm;

/** The account starts in the language the app speaks now (emails and notifications follow it). */
export const register = (body: Omit<RegisterRequest, 'base_url' | 'language'>) =>
  api.post<{ user?: User } | null>('/auth/register', {
    ...body,
    base_url: appBaseUrl(),
    language: currentLanguage(),
  });

export const useRegister = () => useMutation({ mutationFn: register });
