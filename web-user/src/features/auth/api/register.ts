import { useMutation } from '@tanstack/react-query';
import { api, appBaseUrl } from '@/lib/api-client';
import type { RegisterRequest, User } from '@/lib/api-types';
import { signupForm } from '@app/domain';

export const registerInput = signupForm;

export const register = (body: Omit<RegisterRequest, 'base_url'>) =>
  api.post<{ user?: User } | null>('/auth/register', { ...body, base_url: appBaseUrl() });

export const useRegister = () => useMutation({ mutationFn: register });
