import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signSessionToken } from '@app/auth';
import { signInTestStaff, startTestApi, type TestApi } from '@test/api';

type Caller = 'anonymous' | 'user' | 'moderator' | 'admin';

/** Sign-in steps: reachable without a token (they are how one gets a token). */
const PUBLIC = new Set([
  'post /v1/admin/auth/login',
  'post /v1/admin/auth/totp/enrolment',
  'post /v1/admin/auth/totp',
  'post /v1/admin/auth/set-password',
]);
const ADMINS_ONLY = /^\/v1\/admin\/(staff|audit-log)(\/|$)/;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** What each caller must get on a route: 401 before anything else, 403 for a role without the right. */
const expected = (caller: Caller, path: string) => {
  if (caller === 'anonymous' || caller === 'user') return 'refused as 401';
  if (caller === 'moderator' && ADMINS_ONLY.test(path)) return 'refused as 403';
  return 'let through';
};

const outcome = (status: number) =>
  status === 401 ? 'refused as 401' : status === 403 ? 'refused as 403' : 'let through';

describe('admin API authorization, every route for every kind of caller', () => {
  let api: TestApi;
  const tokens: Partial<Record<Caller, string>> = {};
  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_LOGIN_IP: '1000/60' });
    tokens.user = signSessionToken(SOME_ID, api.config.JWT_SECRET, 3600);
    tokens.moderator = (await signInTestStaff(api, 'moderator')).token;
    tokens.admin = (await signInTestStaff(api, 'admin')).token;
  });
  afterAll(() => api.close());

  it('refuses anonymous callers and user tokens everywhere, moderators on staff and the audit log', async () => {
    const operations = Object.entries(api.openApi.paths)
      .filter(([path]) => path.startsWith('/v1/admin/'))
      .flatMap(([path, item]) =>
        (['get', 'post', 'put', 'delete'] as const)
          .filter((method) => (item as Record<string, unknown>)[method])
          .map((method) => ({ method, path })),
      )
      // Logging out ends the session the other rows use: last.
      .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    expect(operations.length).toBeGreaterThan(30);

    const seen: string[] = [];
    const wanted: string[] = [];
    for (const { method, path } of operations) {
      const url = path.replace(/\{[^}]+\}/g, SOME_ID);
      for (const caller of ['anonymous', 'user', 'moderator', 'admin'] as const) {
        let request = api.http()[method](url);
        if (caller !== 'anonymous') request = request.set('authorization', `Bearer ${tokens[caller]}`);
        if (method === 'post' || method === 'put') request = request.send({});
        const response = await request;
        const row = `${caller} ${method.toUpperCase()} ${path}`;
        seen.push(`${row}: ${outcome(response.status)}`);
        wanted.push(`${row}: ${PUBLIC.has(`${method} ${path}`) ? 'let through' : expected(caller, path)}`);
        expect(response.status).toBeLessThan(500);
      }
    }
    expect(seen).toEqual(wanted);
  });
});
