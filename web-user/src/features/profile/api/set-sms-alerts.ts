import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';
import type { PhoneStatus } from './get-phone-status';
import { useKeepPhoneStatus } from './use-keep-phone-status';

/** PUT /v1/user/sms-alerts: request alerts and reminders by SMS, on (verified numbers only) or off. */
export const setSmsAlerts = (body: BodyOf<'/v1/user/sms-alerts', 'put'>) =>
  api.put<PhoneStatus>('/user/sms-alerts', body, { silent: true });

export const useSetSmsAlerts = () => useMutation({ mutationFn: setSmsAlerts, onSuccess: useKeepPhoneStatus() });
