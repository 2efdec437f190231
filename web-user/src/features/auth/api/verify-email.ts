import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Failures are shown by the verification screen itself, not by the error toast. */
export const verifyEmail = (token: string) => api.post<unknown>('/auth/verify-email', { token }, { silent: true });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
