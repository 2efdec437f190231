import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR, api } from './api-client';
import { STORAGE_KEYS } from './storage';
import { toastStore } from './toasts';

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the bearer header when a token is stored, and reads replies from data', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'secret-token');
    const fetchMock = reply(200, { data: { states: [{ id: 1, name: 'Lagos' }] }, message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);

    const data = await api.get<{ states: { id: number; name: string }[] }>('/util/states', { query: { page: 1 } });

    expect(data.states[0]?.name).toBe('Lagos');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/util/states?page=1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
  });

  it("sends a hospital officer's token to the hospital routes only, and a user's token never there", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'donor-token');
    window.localStorage.setItem(STORAGE_KEYS.officerToken, 'officer-token');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/hospital/requests');
    await api.get('/hospitals', { query: { q: 'LASUTH' } });
    await api.get('/user');
    const sent = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => (init.headers as Record<string, string>).Authorization,
    );
    expect(sent).toEqual(['Bearer officer-token', 'Bearer donor-token', 'Bearer donor-token']);

    window.localStorage.removeItem(STORAGE_KEYS.officerToken);
    await api.get('/hospital/auth/me');
    const [, init] = fetchMock.mock.calls[3] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    window.localStorage.removeItem(STORAGE_KEYS.token);
  });

  it('sends no Authorization header without a token, and JSON bodies as JSON', async () => {
    const fetchMock = reply(201, { data: null });
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/auth/register', { email: 'a@b.co' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.co"}');
  });

  it("turns a failure into the error toast with the server's message and field errors", async () => {
    vi.stubGlobal(
      'fetch',
      reply(409, { message: 'Email already registered', errors: { email: 'Email already registered' } }),
    );
    const error = await api.post('/auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).errors.email).toBe('Email already registered');
    expect(toastStore.getSnapshot().map((toast) => [toast.kind, toast.message])).toEqual([
      ['error', 'Email already registered'],
    ]);
  });

  it('falls back to "Something went wrong, try again later." without a server message', async () => {
    vi.stubGlobal('fetch', reply(500, undefined));
    await expect(api.get('/user')).rejects.toMatchObject({ status: 500, message: GENERIC_ERROR });
    expect(toastStore.getSnapshot()[0]?.message).toBe('Something went wrong, try again later.');
  });

  it('uses the generic text when the network fails, and stays quiet when asked to', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(api.get('/user')).rejects.toMatchObject({ status: 0, message: GENERIC_ERROR });
    await expect(api.get('/stats/platform', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toastStore.getSnapshot()).toHaveLength(1);
  });

  describe('without a connection', () => {
    const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    afterEach(() => vi.restoreAllMocks());

    it('refuses a change before sending anything, with a message saying it was not sent', async () => {
      goOffline();
      const fetchMock = reply(200, { data: null });
      vi.stubGlobal('fetch', fetchMock);
      const error = await api.post('/requests/1/accept', {}).catch((caught: unknown) => caught);
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
      await expect(api.get('/requests/stats')).rejects.toMatchObject({ status: 0 });
      expect(toastStore.getSnapshot()).toEqual([]);
    });
  });
});
