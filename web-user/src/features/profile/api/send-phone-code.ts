import { useMutation } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import { useKeepPhoneStatus } from './use-keep-phone-status';

/** POST /v1/user/phone/code: texts a 6-digit code to the number (rate-limited; a new code replaces the old). */
export const sendPhoneCode = () => dataOf(silentApi.POST('/v1/user/phone/code'));

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode, onSuccess: useKeepPhoneStatus() });
