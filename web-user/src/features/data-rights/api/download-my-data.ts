import { useMutation } from '@tanstack/react-query';
import { API_BASE_URL } from '@/config/app';
import { ApiError, GENERIC_ERROR } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { localiseMessage } from '@/lib/localised-messages';
import { storage } from '@/lib/storage';

/** The name the API gives the file (Content-Disposition), else a plain one. */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'blood-match-my-data.json';

/**
 * GET /v1/user/export: the person's data as the file the API sends (not the usual reply envelope, so it is read
 * as bytes here rather than through the JSON client), then handed to the browser as a download.
 */
export const downloadMyData = async (): Promise<string> => {
  const response = await fetch(`${API_BASE_URL}/user/export`, {
    headers: { Authorization: `Bearer ${storage.getToken() ?? ''}`, 'Accept-Language': currentLanguage() },
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, localiseMessage(failure?.message || GENERIC_ERROR));
  }
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return name;
};

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
