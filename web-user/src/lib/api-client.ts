import { API_BASE_URL, LOAD_TIMEOUT_MS } from '@/config/app';
import type { ApiFailure } from './api-types';
import { chosenLanguage, i18next } from './i18n';
import { localiseFieldMessages, localiseMessage } from './localised-messages';
import { officerStorage } from './officer-storage';
import { storage } from './storage';
import { toast } from './toasts';

export const GENERIC_ERROR = 'Something went wrong, try again later.';

/** A failed call: the HTTP status, the server's message and its per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** A read that did not answer within LOAD_TIMEOUT_MS: the page offers to try again. */
    readonly timedOut = false,
    /** The API's stable code for the failure (a domain error's, e.g. `appeal.filled`). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isTimedOut = (error: unknown): boolean => error instanceof ApiError && error.timedOut;

/** A read gives up after LOAD_TIMEOUT_MS (or when the caller aborts); `expired` tells the two apart. */
function readDeadline(outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, LOAD_TIMEOUT_MS);
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
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

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A change asked for without a connection is refused before anything is sent, with a message saying so: it is never
 * queued to go out later unseen. Reads are not announced one by one: the offline notice says it once.
 */
const refuseOffline = (method: string, options: RequestOptions): ApiError | null => {
  if (method === 'GET' || !isOffline()) return null;
  const error = new ApiError(0, i18next.t('offline:actionRefused'));
  if (!options.silent) toast.error(error.message);
  return error;
};

/** The hospital officers' routes (not the public `/hospitals` search). */
const isHospitalRoute = (path: string) => /^\/?hospital(\/|$)/.test(path);

/** Each session's token goes to its own routes only: an officer's to /hospital, a user's everywhere else. */
const tokenFor = (path: string) => (isHospitalRoute(path) ? officerStorage.getToken() : storage.getToken());

/** The one way the app talks to the API. No redirects here: screens decide where to go. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiReply<T>> {
  const refused = refuseOffline(method, options);
  if (refused) throw refused;
  // The API answers in the language asked for; its English messages are also localised here, as a fallback.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': chosenLanguage(),
    ...options.headers,
  };
  const token = tokenFor(path);
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // Reads wait at most LOAD_TIMEOUT_MS, reply body included; writes keep the caller's signal (an upload may be long).
  const deadline = method === 'GET' ? readDeadline(options.signal) : null;
  let response: Response;
  let payload: (ApiReply<T> & ApiFailure) | null;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: deadline?.signal ?? options.signal,
    });
    payload = (await parseJson(response)) as (ApiReply<T> & ApiFailure) | null;
  } catch (cause) {
    const timedOut = deadline?.expired() ?? false;
    if (!timedOut && cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const offline = !timedOut && isOffline();
    let message = localiseMessage(GENERIC_ERROR);
    if (timedOut) message = i18next.t('common:states.timedOut');
    else if (offline) message = i18next.t('offline:actionRefused');
    const error = new ApiError(0, message, {}, timedOut);
    if (!options.silent && !(offline && method === 'GET')) toast.error(error.message);
    throw error;
  } finally {
    deadline?.clear();
  }

  if (!response.ok) {
    const message = localiseMessage(
      typeof payload?.message === 'string' && payload.message.trim() ? payload.message : GENERIC_ERROR,
    );
    const errors = localiseFieldMessages(payload?.errors && typeof payload.errors === 'object' ? payload.errors : {});
    const code = typeof payload?.code === 'string' ? payload.code : undefined;
    const error = new ApiError(response.status, message, errors, false, code);
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
  patch: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    (await request<T>('PATCH', path, { ...options, body })).data,
  delete: async <T>(path: string, options?: RequestOptions) => (await request<T>('DELETE', path, options)).data,
};

/** The base URL sent with sign-up and reset calls, so emailed links come back to this app. */
export const appBaseUrl = () => window.location.origin;
