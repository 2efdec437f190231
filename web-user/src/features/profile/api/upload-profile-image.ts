import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import { withUploadRetries } from '@/lib/upload-retry';
import { useKeepUser } from './use-keep-user';

/** The file types the profile photo takes (the API checks the bytes too). */
export const PROFILE_IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif'] as const;

export const isProfileImage = (file: File) =>
  PROFILE_IMAGE_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

/**
 * PUT /v1/user as multipart/form-data with the `image` file, tried again on a failed connection; failures get the
 * spec's own toast, not the server's.
 */
export const uploadProfileImage = (file: File) => {
  const body = new FormData();
  body.append('image', file);
  return withUploadRetries(() => api.put<{ user: User }>('/user', body, { silent: true })).then((data) => data.user);
};

export const useUploadProfileImage = () => {
  const keepUser = useKeepUser();
  return useMutation({ mutationFn: uploadProfileImage, onSuccess: keepUser });
};
