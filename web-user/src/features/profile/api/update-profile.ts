import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';
import { useKeepUser } from './use-keep-user';

/** What PUT /v1/user takes from the profile: personal details (with the location when it moved) or vitals. */
export type ProfileUpdate = BodyOf<'/v1/user', 'put'>;

/** PUT /v1/user with JSON; the reply's user replaces the one the session holds. */
export const updateProfile = (update: ProfileUpdate) =>
  dataOf(api.PUT('/v1/user', { body: update })).then((data) => data.user);

export const useUpdateProfile = () => {
  const keepUser = useKeepUser();
  return useMutation({ mutationFn: updateProfile, onSuccess: keepUser });
};
