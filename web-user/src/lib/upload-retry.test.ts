import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { isRetryableUpload, withUploadRetries } from './upload-retry';

const dropped = () => new ApiError(0, 'Something went wrong, try again later.');

describe('upload retries', () => {
  it('tries again after a dropped connection, waiting 1 s then 2 s, and returns the answer that came', async () => {
    const waits: number[] = [];
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(dropped())
      .mockRejectedValueOnce(new ApiError(503, 'Unavailable'))
      .mockResolvedValueOnce('https://files.example/cv.pdf');
    const url = await withUploadRetries(send, { wait: async (ms) => void waits.push(ms) });
    expect(url).toBe('https://files.example/cv.pdf');
    expect(send).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after the bounded number of tries with the last failure', async () => {
    const waits: number[] = [];
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(dropped());
    await expect(withUploadRetries(send, { wait: async (ms) => void waits.push(ms) })).rejects.toMatchObject({
      status: 0,
    });
    expect(send).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('does not repeat a refusal: a wrong file is final at once', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(new ApiError(400, 'Please select an image'));
    await expect(withUploadRetries(send, { wait: async () => undefined })).rejects.toMatchObject({ status: 400 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('retries on a dropped connection and on 5xx, 408 and 429 only', () => {
    expect([0, 500, 502, 408, 429].map((status) => isRetryableUpload(new ApiError(status, '')))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 413, 415].map((status) => isRetryableUpload(new ApiError(status, '')))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isRetryableUpload(new TypeError('not an API failure'))).toBe(false);
  });
});
