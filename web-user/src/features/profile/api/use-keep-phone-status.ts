import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PHONE_STATUS_KEY, type PhoneStatus } from './get-phone-status';

/** Every phone endpoint replies with the new status: it replaces the cached one. */
export const useKeepPhoneStatus = () => {
  const client = useQueryClient();
  return useCallback((status: PhoneStatus) => client.setQueryData(PHONE_STATUS_KEY, status), [client]);
};
