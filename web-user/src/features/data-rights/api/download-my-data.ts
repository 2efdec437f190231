import { useMutation } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, silentApi } from '@/lib/api-client';
import { localiseMessage } from '@/lib/localised-messages';

/** The name the API gives the file (Content-Disposition), else a plain one. */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'blood-match-my-data.json';

/**
 * GET /v1/user/export: the person's data as the file the API sends (an attachment, not the usual reply envelope, so
 * it is read as bytes), then handed to the browser as a download.
 */
export const downloadMyData = async (): Promise<string> => {
  const { data, response } = await silentApi.GET('/v1/user/export', { parseAs: 'blob' });
  if (!data) throw new ApiError(response.status, localiseMessage(GENERIC_ERROR));
  const name = fileNameOf(response);
  const url = URL.createObjectURL(data);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return name;
};

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
