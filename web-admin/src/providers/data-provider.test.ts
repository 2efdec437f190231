import { jsonBody, stubFetch } from '../test/fetch-stub';
import { createDataProvider } from './data-provider';

type DataProvider = ReturnType<typeof createDataProvider>;
import { staffSession } from './staff-session';

const signIn = () =>
  staffSession.write({
    token: 'staff-token',
    expiresAt: '2099-01-01T00:00:00Z',
    staff: { id: 's1', email: 'mo@example.com', name: 'Mo', role: 'moderator' },
  });

describe('dataProvider', () => {
  beforeEach(signIn);

  it('lists in the simple-rest dialect with the staff token and reads the total from Content-Range', async () => {
    const calls = stubFetch({
      body: [{ id: 'r1', status: 'open' }],
      headers: { 'Content-Range': 'abuse-reports 0-0/31' },
    });
    const result = await createDataProvider().getList('abuse-reports', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { status: 'open' },
    });

    expect(result).toEqual({ data: [{ id: 'r1', status: 'open' }], total: 31 });
    const url = new URL(calls[0].url, 'http://console');
    expect(url.pathname).toBe('/v1/admin/abuse-reports');
    expect(JSON.parse(url.searchParams.get('range') ?? '')).toEqual([10, 19]);
    expect(JSON.parse(url.searchParams.get('sort') ?? '')).toEqual(['created_at', 'DESC']);
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ status: 'open' });
    expect(calls[0].headers.get('authorization')).toBe('Bearer staff-token');
  });

  it('sends no token when signed out', async () => {
    staffSession.clear();
    const calls = stubFetch({ status: 401, body: { message: 'Sign in first' } });
    await expect(createDataProvider().getOne('users', { id: 'u1' })).rejects.toMatchObject({ status: 401 });
    expect(calls[0].headers.has('authorization')).toBe(false);
  });

  it('passes the API error envelope to the form (field errors under body.errors)', async () => {
    stubFetch({ status: 400, body: { message: 'Check the form', errors: { title: 'Cannot be empty' } } });
    await expect(
      createDataProvider().create('articles', { data: { title: '', content: '<p>x</p>' } }),
    ).rejects.toMatchObject({ message: 'Check the form', body: { errors: { title: 'Cannot be empty' } } });
  });

  it('uploads a chosen article image first and saves its URL', async () => {
    const calls = stubFetch(
      { body: { data: { url: '/v1/files/abc.png' } } },
      { body: { id: 7, title: 'Why donate', image: '/v1/files/abc.png' } },
    );
    const rawFile = new File(['png'], 'cover.png', { type: 'image/png' });
    await createDataProvider().create('articles', {
      data: { title: 'Why donate', content: '<p>Because</p>', image: { rawFile, src: 'blob:x', title: 'cover.png' } },
    });

    expect(calls[0].url).toBe('/v1/admin/uploads');
    expect(calls[0].method).toBe('POST');
    expect((calls[0].body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls[1].url).toBe('/v1/admin/articles');
    expect(jsonBody(calls[1])).toEqual({ title: 'Why donate', content: '<p>Because</p>', image: '/v1/files/abc.png' });
  });

  it('keeps an article image that was not changed as its URL', async () => {
    const calls = stubFetch({ body: { id: 7, image: '/v1/files/abc.png' } });
    await createDataProvider().update('articles', {
      id: 7,
      data: { id: 7, image: { src: '/v1/files/abc.png' } },
      previousData: { id: 7 },
    });
    expect(calls).toHaveLength(1);
    expect(jsonBody(calls[0])).toEqual({ id: 7, image: '/v1/files/abc.png' });
  });

  it.each<[string, (provider: DataProvider) => Promise<unknown>, string, object]>([
    ['warn', (p) => p.warnUser('u1', 'Asked for payment'), 'users/u1/warn', { reason: 'Asked for payment' }],
    [
      'suspend',
      (p) => p.suspendUser('u1', '2026-12-31', 'Repeated abuse'),
      'users/u1/suspend',
      { until: '2026-12-31', reason: 'Repeated abuse' },
    ],
    [
      'lift a suspension',
      (p) => p.liftSuspension('u1', 'Appeal accepted'),
      'users/u1/lift-suspension',
      { reason: 'Appeal accepted' },
    ],
    [
      'decide an application',
      (p) => p.decideApplication('a1', 'accepted', 'Welcome aboard'),
      'advocate-applications/a1/decide',
      { decision: 'accepted', message: 'Welcome aboard' },
    ],
    [
      'confirm a crypto donation',
      (p) => p.confirmCryptoDonation('d1', '0xabc'),
      'money-donations/d1/confirm-crypto',
      { transaction_hash: '0xabc' },
    ],
  ])('posts the action to %s', async (_name, act, path, body) => {
    const calls = stubFetch({ body: { id: 'x', status: 'updated' } });
    expect(await act(createDataProvider())).toEqual({ id: 'x', status: 'updated' });
    expect(calls[0]).toMatchObject({ url: `/v1/admin/${path}`, method: 'POST' });
    expect(jsonBody(calls[0])).toEqual(body);
    expect(calls[0].headers.get('authorization')).toBe('Bearer staff-token');
  });

  it('reveals a contact (bare reply) and reads the dashboard (data envelope)', async () => {
    const dashboard = {
      figures: { registered_donors: 3, donation_requests: 2, successful_matches: 1, advocates: 0 },
      queues: {
        open_reports: 4,
        flagged_feedback: 1,
        pending_applications: 2,
        pending_testimonials: 0,
        unconfirmed_crypto_donations: 1,
      },
    };
    const calls = stubFetch(
      { body: { id: 'a1', email: 'ada@example.com', phone_number: '2348031234567' } },
      { body: { data: dashboard } },
    );
    const provider = createDataProvider();
    expect(await provider.revealContact('advocate-applications', 'a1')).toEqual({
      id: 'a1',
      email: 'ada@example.com',
      phone_number: '2348031234567',
    });
    expect(calls[0]).toMatchObject({ url: '/v1/admin/advocate-applications/a1/reveal-contact', method: 'POST' });
    expect(await provider.getDashboard()).toEqual(dashboard);
  });

  it('retries a failed airtime credit with an empty POST', async () => {
    const calls = stubFetch({ body: { id: 'a1', status: 'pending' } });
    expect(await createDataProvider().retryAirtimeCredit('a1')).toEqual({ id: 'a1', status: 'pending' });
    expect(calls[0]).toMatchObject({ url: '/v1/admin/airtime-credits/a1/retry', method: 'POST' });
    expect(calls[0].body ?? null).toBeNull();
  });

  it('escapes ids in action paths', async () => {
    const calls = stubFetch({ body: { id: 'a/b' } });
    await createDataProvider().warnUser('a/b', 'x');
    expect(calls[0].url).toBe('/v1/admin/users/a%2Fb/warn');
  });
});
