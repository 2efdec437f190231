import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** POST /v1/hospital/auth/set-password: the invitation's one-time token and the chosen password. */
export const setOfficerPassword = (body: { token: string; password: string }) =>
  dataOf(api.POST('/v1/hospital/auth/set-password', { body }));

export const useSetOfficerPassword = () => useMutation({ mutationFn: setOfficerPassword });
