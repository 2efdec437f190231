import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR, api, dataOf, multipart, silentApi } from './api-client';
import { STORAGE_KEYS } from './storage';
import { toastStore } from './toasts';

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the bearer header when a token is stored, and reads replies from data', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'secret-token');
    const fetchMock = reply(200, { data: { places: [{ name: 'Lagos' }] }, message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);

    const data = await dataOf(api.GET('/v1/util/places', { params: { query: { q: 'Lag', state_id: undefined } } }));

    expect(data.places[0]?.name).toBe('Lagos');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/util/places?q=Lag');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
  });

  it("sends a hospital officer's token to the hospital routes only, and a user's token never there", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'donor-token');
    window.localStorage.setItem(STORAGE_KEYS.officerToken, 'officer-token');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await api.GET('/v1/hospital/requests', { params: { query: { status: 'open' } } });
    await api.GET('/v1/hospitals', { params: { query: { q: 'LASUTH', near: undefined } } });
    await api.GET('/v1/user');
    const sent = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => (init.headers as Record<string, string>).Authorization,
    );
    expect(sent).toEqual(['Bearer officer-token', 'Bearer donor-token', 'Bearer donor-token']);

    window.localStorage.removeItem(STORAGE_KEYS.officerToken);
    await api.GET('/v1/hospital/auth/me');
    const [, init] = fetchMock.mock.calls[3] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    window.localStorage.removeItem(STORAGE_KEYS.token);
  });

  it('sends no Authorization header without a token, and JSON bodies as JSON', async () => {
    const fetchMock = reply(201, { data: null });
    vi.stubGlobal('fetch', fetchMock);
    await api.POST('/v1/auth/password-reset', { body: { email: 'a@b.co', base_url: 'http://app' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.co","base_url":"http://app"}');
  });

  it('sends an upload as the FormData built, leaving its Content-Type to the browser', async () => {
    const fetchMock = reply(201, { data: { url: '/v1/files/cv.pdf', kind: 'document' } });
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const data = await dataOf(api.POST('/v1/uploads', { body: multipart({ file }) }));
    expect(data.url).toBe('/v1/files/cv.pdf');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('hands on a reply that is not the JSON envelope (a download) as bytes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"person":{}}', {
            status: 200,
            headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment' },
          }),
      ),
    );
    const { data, response } = await api.GET('/v1/user/export', { parseAs: 'blob' });
    expect(await data?.text()).toBe('{"person":{}}');
    expect(response.headers.get('content-disposition')).toBe('attachment');
  });

  it("turns a failure into the error toast with the server's message and field errors", async () => {
    vi.stubGlobal(
      'fetch',
      reply(409, { message: 'Email already registered', errors: { email: 'Email already registered' } }),
    );
    const error = await api.POST('/v1/auth/password-reset', { body: { email: '' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).errors.email).toBe('Email already registered');
    expect(toastStore.getSnapshot().map((toast) => [toast.kind, toast.message])).toEqual([
      ['error', 'Email already registered'],
    ]);
  });

  it('falls back to "Something went wrong, try again later." without a server message', async () => {
    vi.stubGlobal('fetch', reply(500, undefined));
    await expect(api.GET('/v1/user')).rejects.toMatchObject({ status: 500, message: GENERIC_ERROR });
    expect(toastStore.getSnapshot()[0]?.message).toBe('Something went wrong, try again later.');
  });

  it('uses the generic text when the network fails, and stays quiet when asked to', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(api.GET('/v1/user')).rejects.toMatchObject({ status: 0, message: GENERIC_ERROR });
    await expect(silentApi.GET('/v1/stats/platform')).rejects.toBeInstanceOf(ApiError);
    expect(toastStore.getSnapshot()).toHaveLength(1);
  });

  describe('without a connection', () => {
    const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    afterEach(() => vi.restoreAllMocks());

    it('refuses a change before sending anything, with a message saying it was not sent', async () => {
      goOffline();
      const fetchMock = reply(200, { data: null });
      vi.stubGlobal('fetch', fetchMock);
      const error = await api.POST('/v1/auth/logout').catch((caught: unknown) => caught);
      expect(error).toMatchObject({ status: 0, message: expect.stringContaining('not sent') });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([(error as ApiError).message]);
    });

    it('raises no error toast for a read that cannot reach the API', async () => {
      goOffline();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('offline'))),
      );
      await expect(api.GET('/v1/requests/stats')).rejects.toMatchObject({ status: 0 });
      expect(toastStore.getSnapshot()).toEqual([]);
    });
  });
});
