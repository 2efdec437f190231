import { useMutation } from '@tanstack/react-query';
import { api, appBaseUrl, dataOf } from '@/lib/api-client';
import { forgotPasswordForm } from '@app/domain';

export const requestPasswordResetInput = forgotPasswordForm;

export const requestPasswordReset = (email: string) =>
  dataOf(api.POST('/v1/auth/password-reset', { body: { email, base_url: appBaseUrl() } }));

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
