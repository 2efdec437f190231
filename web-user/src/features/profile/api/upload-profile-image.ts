import { useMutation } from '@tanstack/react-query';
import { dataOf, multipart, silentApi } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';
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
  // The API documents its multipart body with the JSON ones' schemas, none of which names `image`.
  const body = multipart({ image: file }) as unknown as BodyOf<'/v1/user', 'put'>;
  return withUploadRetries(() => dataOf(silentApi.PUT('/v1/user', { body }))).then((data) => data.user);
};

export const useUploadProfileImage = () => {
  const keepUser = useKeepUser();
  return useMutation({ mutationFn: uploadProfileImage, onSuccess: keepUser });
};
