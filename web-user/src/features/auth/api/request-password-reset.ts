import { useMutation } from '@tanstack/react-query';
import { api, appBaseUrl } from '@/lib/api-client';
import { forgotPasswordForm } from '@app/domain';

export const requestPasswordResetInput = forgotPasswordForm;

export const requestPasswordReset = (email: string) =>
  api.post<unknown>('/auth/password-reset', { email, base_url: appBaseUrl() });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
