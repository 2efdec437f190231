import { useMutation } from '@tanstack/react-query';
import { api, appBaseUrl, dataOf } from '@/lib/api-client';
import type { LoginRequest, User } from '@/lib/api-types';
import { loginForm } from '@app/domain';

export const loginInput = loginForm;

export const login = (body: Omit<LoginRequest, 'base_url'>) =>
  dataOf(api.POST('/v1/auth/login', { body: { ...body, base_url: appBaseUrl() } }));

export const useLogin = () => useMutation({ mutationFn: login });

export type LoginOutcome = 'dashboard' | 'onboarding' | 'verify-email';

/** Section 4: active and onboarded to the dashboard, active only to onboarding, anything else verifies the email. */
export const loginOutcome = (user: Pick<User, 'status' | 'onboarded'>, token?: string | null): LoginOutcome => {
  if (user.status === 'active' && token) return user.onboarded ? 'dashboard' : 'onboarding';
  return 'verify-email';
};
