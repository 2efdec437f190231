import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';
import type { PhoneStatus } from './get-phone-status';
import { useKeepPhoneStatus } from './use-keep-phone-status';

/** POST /v1/user/phone/verify: the code from the text message proves the number. */
export const confirmPhoneCode = (body: BodyOf<'/v1/user/phone/verify', 'post'>) =>
  api.post<PhoneStatus>('/user/phone/verify', body, { silent: true });

export const useConfirmPhoneCode = () => useMutation({ mutationFn: confirmPhoneCode, onSuccess: useKeepPhoneStatus() });
