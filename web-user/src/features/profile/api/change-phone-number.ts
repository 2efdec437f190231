import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';
import type { PhoneStatus } from './get-phone-status';
import { useKeepPhoneStatus } from './use-keep-phone-status';

/** PUT /v1/user/phone: a new number, unverified until a code sent to it comes back. */
export const changePhoneNumber = (body: BodyOf<'/v1/user/phone', 'put'>) =>
  api.put<PhoneStatus>('/user/phone', body, { silent: true });

export const useChangePhoneNumber = () =>
  useMutation({ mutationFn: changePhoneNumber, onSuccess: useKeepPhoneStatus() });
