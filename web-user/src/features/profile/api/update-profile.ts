import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import { useKeepUser } from './use-keep-user';

/** What PUT /v1/user takes from the profile: personal details (with the location when it moved) or vitals. */
export type ProfileUpdate =
  | {
      gender: string;
      dob: string;
      blood_group: string;
      genotype?: string;
      state_id: number;
      latitude?: number;
      longitude?: number;
      address?: string;
    }
  | { height: number | null; weight: number | null; heart_rate: number | null; blood_pressure: string | null };

/** PUT /v1/user with JSON; the reply's user replaces the one the session holds. */
export const updateProfile = (update: ProfileUpdate) =>
  api.put<{ user: User }>('/user', update).then((data) => data.user);

export const useUpdateProfile = () => {
  const keepUser = useKeepUser();
  return useMutation({ mutationFn: updateProfile, onSuccess: keepUser });
};
