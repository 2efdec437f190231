import { ApiError } from './api-client';

/** Spec section 9: an upload is tried again on a dropped connection and on HTTP 5xx, 408 and 429. */
export const isRetryableUpload = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429);

export interface UploadRetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** The wait before the second try; each later wait doubles it (1, 2, 4 s by default). */
  firstDelayMs?: number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends an upload, trying again with a growing pause when the connection failed or the server was briefly unable,
 * a bounded number of times: a phone on a weak network loses a photo or a CV to one dropped packet otherwise. A
 * refusal (a wrong file, a 4xx) is final at once.
 */
export async function withUploadRetries<T>(
  send: () => Promise<T>,
  { attempts = 4, firstDelayMs = 1000, wait = sleep }: UploadRetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= attempts || !isRetryableUpload(error)) throw error;
      await wait(firstDelayMs * 2 ** (attempt - 1));
    }
  }
}
