import { useMutation } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';
import { useKeepPhoneStatus } from './use-keep-phone-status';

/** PUT /v1/user/sms-alerts: request alerts and reminders by SMS, on (verified numbers only) or off. */
export const setSmsAlerts = (body: BodyOf<'/v1/user/sms-alerts', 'put'>) =>
  dataOf(silentApi.PUT('/v1/user/sms-alerts', { body }));

export const useSetSmsAlerts = () => useMutation({ mutationFn: setSmsAlerts, onSuccess: useKeepPhoneStatus() });
