import createClient from 'openapi-fetch';
import { API_ORIGIN, LOAD_TIMEOUT_MS } from '@/config/app';
import type { paths } from './api-schema';
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
function readDeadline(outer: AbortSignal | null | undefined) {
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

/**
 * What openapi-fetch builds for each call, kept as plain values: the app sends it with the page's own `fetch`, so a
 * FormData body and the caller's abort signal reach it untouched (a `Request` would re-encode both).
 */
class ApiRequest {
  readonly method: string;
  constructor(
    readonly url: string,
    readonly init: RequestInit & { headers: Headers },
  ) {
    this.method = (init.method ?? 'GET').toUpperCase();
  }
}

/** Empty values are left out, as the API treats a missing filter and an empty one alike. */
const serializeQuery = (query: Record<string, unknown>) => {
  const search = new URLSearchParams();
  Object.entries(query).forEach(([key, value]) => {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  });
  return search.toString();
};

const parseJson = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The hospital officers' routes (not the public `/hospitals` search). */
const isHospitalRoute = (url: string) => /^\/v1\/hospital(\/|$)/.test(new URL(url, 'http://app').pathname);

/** Each session's token goes to its own routes only: an officer's to /hospital, a user's everywhere else. */
const tokenFor = (url: string) => (isHospitalRoute(url) ? officerStorage.getToken() : storage.getToken());

/** A file the API sends as an attachment (the data export) is not the JSON reply envelope. */
const isAttachment = (response: Response) => /^attachment/i.test(response.headers.get('content-disposition') ?? '');

/**
 * Sends one call built by openapi-fetch: the tokens, the language, the offline refusal, the read deadline and every
 * failure turned into an ApiError (with its toast unless `silent`). A JSON reply is read in full here, within the
 * deadline; an attachment (a download) is handed on as bytes. No redirects here: screens decide where to go.
 */
async function send(input: ApiRequest, silent: boolean): Promise<Response> {
  const { method, url } = input;
  // A change asked for without a connection is refused before anything is sent, never queued to go out unseen.
  // Reads are not announced one by one: the offline notice says it once.
  if (method !== 'GET' && isOffline()) {
    const error = new ApiError(0, i18next.t('offline:actionRefused'));
    if (!silent) toast.error(error.message);
    throw error;
  }
  // The API answers in the language asked for; its English messages are also localised here, as a fallback.
  const { 'content-type': contentType, ...others } = Object.fromEntries(input.init.headers.entries());
  const headers: Record<string, string> = {
    ...others,
    Accept: 'application/json',
    'Accept-Language': chosenLanguage(),
  };
  if (contentType) headers['Content-Type'] = contentType;
  const token = tokenFor(url);
  if (token) headers.Authorization = `Bearer ${token}`;

  // Reads wait at most LOAD_TIMEOUT_MS, reply body included; writes keep the caller's signal (an upload may be long).
  const deadline = method === 'GET' ? readDeadline(input.init.signal) : null;
  let response: Response;
  let payload: unknown;
  let bytes: ArrayBuffer | null = null;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: input.init.body,
      signal: deadline?.signal ?? input.init.signal,
    });
    if (response.ok && isAttachment(response)) bytes = await response.arrayBuffer();
    else payload = parseJson(await response.text());
  } catch (cause) {
    const timedOut = deadline?.expired() ?? false;
    if (!timedOut && cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const offline = !timedOut && isOffline();
    let message = localiseMessage(GENERIC_ERROR);
    if (timedOut) message = i18next.t('common:states.timedOut');
    else if (offline) message = i18next.t('offline:actionRefused');
    const error = new ApiError(0, message, {}, timedOut);
    if (!silent && !(offline && method === 'GET')) toast.error(error.message);
    throw error;
  } finally {
    deadline?.clear();
  }

  if (!response.ok) {
    const failure = (payload ?? {}) as ApiFailure;
    const message = localiseMessage(
      typeof failure.message === 'string' && failure.message.trim() ? failure.message : GENERIC_ERROR,
    );
    const errors = localiseFieldMessages(failure.errors && typeof failure.errors === 'object' ? failure.errors : {});
    const code = typeof failure.code === 'string' ? failure.code : undefined;
    if (!silent) toast.error(message);
    throw new ApiError(response.status, message, errors, false, code);
  }
  if (bytes) return new Response(bytes, { status: 200, headers: response.headers });
  const envelope = (payload ?? {}) as { data?: unknown; message?: unknown };
  return Response.json({
    data: envelope.data ?? null,
    message: typeof envelope.message === 'string' ? localiseMessage(envelope.message) : undefined,
  });
}

const clientSending = (silent: boolean) =>
  createClient<paths>({
    baseUrl: API_ORIGIN,
    querySerializer: serializeQuery,
    Request: ApiRequest as unknown as typeof Request,
    fetch: (request) => send(request as unknown as ApiRequest, silent),
  });

/**
 * The one way the app talks to the API, typed by the generated OpenAPI document: a path, method, parameter or body
 * the API does not have fails the type check. Failures throw an ApiError and raise the error toast.
 */
export const api = clientSending(false);

/** The same client without the error toast (calls with their own fallback or their own message). */
export const silentApi = clientSending(true);

type Envelope<Result> = Result extends { data: infer Reply } ? Reply : never;

/** The `data` of a call's reply envelope: `dataOf(api.GET('/v1/user'))`. */
export const dataOf = async <Result extends { data?: unknown }>(
  call: Promise<Result>,
): Promise<Envelope<Result> extends { data: infer Data } ? Data : null> => {
  const { data } = await call;
  return ((data as { data?: unknown } | undefined)?.data ?? null) as never;
};

/** The reply's `data` and its (localised) `message`, for screens that show what the API said. */
export const replyOf = async <Result extends { data?: unknown }>(call: Promise<Result>) => {
  const { data } = await call;
  return data as Envelope<Result>;
};

/**
 * A multipart body for an upload route. The generated types describe a file field as a `string` (format binary);
 * the FormData sent carries the File itself.
 */
export const multipart = <Name extends string>(fields: Record<Name, Blob | string>): Record<Name, string> => {
  const form = new FormData();
  Object.entries<Blob | string>(fields).forEach(([name, value]) => form.append(name, value));
  return form as unknown as Record<Name, string>;
};

/** The base URL sent with sign-up and reset calls, so emailed links come back to this app. */
export const appBaseUrl = () => window.location.origin;
