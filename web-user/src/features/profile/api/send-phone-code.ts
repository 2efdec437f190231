import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PhoneStatus } from './get-phone-status';
import { useKeepPhoneStatus } from './use-keep-phone-status';

/** POST /v1/user/phone/code: texts a 6-digit code to the number (rate-limited; a new code replaces the old). */
export const sendPhoneCode = () => api.post<PhoneStatus>('/user/phone/code', undefined, { silent: true });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode, onSuccess: useKeepPhoneStatus() });
