import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export const resetPassword = (body: { token: string; password: string }) =>
  dataOf(api.POST('/v1/auth/reset-password', { body }));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
