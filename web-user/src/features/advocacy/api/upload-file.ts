import { dataOf, multipart, silentApi } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { withUploadRetries } from '@/lib/upload-retry';

export const UPLOAD_FAILED = 'Something went wrong, try again later.';

/** POST /v1/uploads (multipart `file`), tried again on a failed connection: the stored file's download URL. */
export const uploadFile = async (file: File): Promise<string> => {
  try {
    const data = await withUploadRetries(() => dataOf(silentApi.POST('/v1/uploads', { body: multipart({ file }) })));
    return data.url;
  } catch (error) {
    toast.error(UPLOAD_FAILED);
    throw error;
  }
};
