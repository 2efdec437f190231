import { useMutation } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';

/** Failures are shown by the verification screen itself, not by the error toast. */
export const verifyEmail = (token: string) => dataOf(silentApi.POST('/v1/auth/verify-email', { body: { token } }));

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
