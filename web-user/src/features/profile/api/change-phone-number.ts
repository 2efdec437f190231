import { useMutation } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';
import { useSession } from '@/lib/session';
import { useKeepPhoneStatus } from './use-keep-phone-status';
import { useKeepUser } from './use-keep-user';

/** PUT /v1/user/phone: a new number, unverified until a code sent to it comes back. */
export const changePhoneNumber = (body: BodyOf<'/v1/user/phone', 'put'>) =>
  dataOf(silentApi.PUT('/v1/user/phone', { body }));

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
