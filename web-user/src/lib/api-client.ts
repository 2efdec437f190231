import { API_BASE_URL } from '@/config/app';
import type { ApiFailure } from './api-types';
import { chosenLanguage } from './i18n';
import { localiseFieldMessages, localiseMessage } from './localised-messages';
import { storage } from './storage';
import { toast } from './toasts';

export const GENERIC_ERROR = 'Something went wrong, try again later.';

/** A failed call: the HTTP status, the server's message and its per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Do not raise the error toast (calls with their own fallback, such as optional content). */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiReply<T> {
  data: T;
  message?: string;
}

const buildUrl = (path: string, query?: Query): string => {
  const search = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  });
  const qs = search.toString();
  return `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
};

const parseJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** The one way the app talks to the API. No redirects here: screens decide where to go. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiReply<T>> {
  // The API answers in the language asked for; its English messages are also localised here, as a fallback.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': chosenLanguage(),
    ...options.headers,
  };
  const token = storage.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, localiseMessage(GENERIC_ERROR));
    if (!options.silent) toast.error(error.message);
    throw error;
  }

  const payload = (await parseJson(response)) as (ApiReply<T> & ApiFailure) | null;
  if (!response.ok) {
    const message = localiseMessage(
      typeof payload?.message === 'string' && payload.message.trim() ? payload.message : GENERIC_ERROR,
    );
    const errors = localiseFieldMessages(payload?.errors && typeof payload.errors === 'object' ? payload.errors : {});
    const error = new ApiError(response.status, message, errors);
    if (!options.silent) toast.error(message);
    throw error;
  }
  return { data: (payload?.data ?? null) as T, message: payload?.message && localiseMessage(payload.message) };
}

export const api = {
  get: async <T>(path: string, options?: RequestOptions) => (await request<T>('GET', path, options)).data,
  post: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    (await request<T>('POST', path, { ...options, body })).data,
  put: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    (await request<T>('PUT', path, { ...options, body })).data,
  delete: async <T>(path: string, options?: RequestOptions) => (await request<T>('DELETE', path, options)).data,
};

/** The base URL sent with sign-up and reset calls, so emailed links come back to this app. */
export const appBaseUrl = () => window.location.origin;
