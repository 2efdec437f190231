import { useMutation } from '@tanstack/react-query';
import { api, appBaseUrl, dataOf } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import type { RegisterRequest } from '@/lib/api-types';
import { signupForm } from '@app/domain';

export const registerInput = signupForm;

/** The account starts in the language the app speaks now (emails and notifications follow it). */
export const register = (body: Omit<RegisterRequest, 'base_url' | 'language'>) =>
  dataOf(
    api.POST('/v1/auth/register', {
      body: {
        ...body,
        base_url: appBaseUrl(),
        language: currentLanguage(),
      },
    }),
  );

export const useRegister = () => useMutation({ mutationFn: register });
