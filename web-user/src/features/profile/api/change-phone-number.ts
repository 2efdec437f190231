import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';
import { useSession } from '@/lib/session';
import type { PhoneStatus } from './get-phone-status';
import { useKeepPhoneStatus } from './use-keep-phone-status';
import { useKeepUser } from './use-keep-user';

/** PUT /v1/user/phone: a new number, unverified until a code sent to it comes back. */
export const changePhoneNumber = (body: BodyOf<'/v1/user/phone', 'put'>) =>
  api.put<PhoneStatus>('/user/phone', body, { silent: true });

/** The new number also replaces the session user's, which the personal details card shows. */
export const useChangePhoneNumber = () => {
  const keepStatus = useKeepPhoneStatus();
  const keepUser = useKeepUser();
  const { user } = useSession();
  return useMutation({
    mutationFn: changePhoneNumber,
    onSuccess: (status) => {
      keepStatus(status);
      if (user) keepUser({ ...user, phone_number: status.phone_number });
    },
  });
};
