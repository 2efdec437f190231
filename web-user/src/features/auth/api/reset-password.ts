import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetPasswordForm } from '@app/domain';

export const resetPasswordInput = resetPasswordForm;

export const resetPassword = (body: { token: string; password: string }) =>
  api.post<unknown>('/auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
