import type { AppConfig } from '@app/config';

const FILES_PATH = '/v1/files/';

/** Stored files are served by the API itself, whatever the storage behind it. */
export const fileUrl = (config: Pick<AppConfig, 'PUBLIC_URL'>, key: string) =>
  `${config.PUBLIC_URL}${FILES_PATH}${key}`;

export const storageKeyOf = (url: string): string | null => {
  const at = url.indexOf(FILES_PATH);
  return at === -1 ? null : url.slice(at + FILES_PATH.length);
};
