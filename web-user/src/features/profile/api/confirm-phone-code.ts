import { useMutation } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';
import { useKeepPhoneStatus } from './use-keep-phone-status';

/** POST /v1/user/phone/verify: the code from the text message proves the number. */
export const confirmPhoneCode = (body: BodyOf<'/v1/user/phone/verify', 'post'>) =>
  dataOf(silentApi.POST('/v1/user/phone/verify', { body }));

export const useConfirmPhoneCode = () => useMutation({ mutationFn: confirmPhoneCode, onSuccess: useKeepPhoneStatus() });
