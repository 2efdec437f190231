import { fetchUtils, HttpError } from 'react-admin';
import { staffSession } from './staff-session';

export const ADMIN_API_URL = '/v1/admin';

/** fetchJson with the staff bearer token; errors carry the API's `{ message, errors }` body for react-admin forms. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const session = staffSession.read();
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

const send = (path: string, method: string, body?: unknown) =>
  httpClient(`${ADMIN_API_URL}${path}`, {
    method,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });

/** The dashboard and uploads answer in the API's `{ data }` envelope. */
export async function callAdminApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { json } = await send(path, init.method ?? 'GET', init.body);
  return (json as { data: T }).data;
}

/** `POST /<resource>/<id>/<action>`: actions on a record answer bare, like the rest of the simple-rest dialect. */
export async function postRecordAction<T>(resource: string, id: string | number, action: string, body?: unknown) {
  const path = [resource, id, action].map((part) => encodeURIComponent(String(part))).join('/');
  const { json } = await send(`/${path}`, 'POST', body);
  return json as T;
}

const withStaffToken = (url: string) => {
  const session = staffSession.read();
  return fetch(url, { headers: session ? { Authorization: `Bearer ${session.token}` } : {} });
};

/** A file only staff may read (an applicant's passport photo or CV), fetched with the staff token. */
export async function fetchProtectedFile(url: string): Promise<Blob> {
  const response = await withStaffToken(url);
  if (!response.ok) throw new Error(response.status === 404 ? 'the file is missing' : `HTTP ${response.status}`);
  return response.blob();
}

/** A text file the admin API writes (a CSV export); a refusal carries the API's message (e.g. too many rows). */
export async function fetchAdminText(path: string): Promise<string> {
  const response = await withStaffToken(`${ADMIN_API_URL}${path}`);
  const text = await response.text();
  if (response.ok) return text;
  let message = `HTTP ${response.status}`;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // Not the API's JSON error: the status says enough.
  }
  throw new HttpError(message, response.status);
}
