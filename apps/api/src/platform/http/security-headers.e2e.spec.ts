import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInTestStaff, signInTestUser, startTestApi, type TestApi } from '@test/api';

const PRELOAD = "document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload' }))";
const PAGE = `<!doctype html><html><head><script>${PRELOAD}</script><script type="module" src="/assets/index-Ab12Cd34.js"></script></head></html>`;

/** A built app as vite writes it: index.html and a hashed asset. */
const writeDist = (root: string) => {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), PAGE);
  writeFileSync(join(root, 'assets/index-Ab12Cd34.js'), 'export {};');
};

const expectNoFramingSniffingOrReferrer = (headers: Record<string, unknown>) => {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
};

const expectAppHeaders = (headers: Record<string, unknown>) => {
  const policy = String(headers['content-security-policy']);
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain("connect-src 'self'");
  expect(policy).toContain("img-src 'self' data: blob:");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expectNoFramingSniffingOrReferrer(headers);
};

describe('security headers', () => {
  let api: TestApi;
  let behindProxy: TestApi;
  let dist: string;
  let userToken: string;
  let staffToken: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeDist(join(dist, 'user'));
    writeDist(join(dist, 'admin'));
    // One secret for both instances: the token strategy is registered with passport once per process.
    const JWT_SECRET = 'a secret shared by both instances of this test';
    api = await startTestApi({ JWT_SECRET, WEB_USER_DIST: join(dist, 'user'), WEB_ADMIN_DIST: join(dist, 'admin') });
    behindProxy = await startTestApi({ JWT_SECRET, TRUST_PROXY: 'true' }, { database: api.database });
    userToken = (await signInTestUser(api, 'headers@example.com')).token;
    staffToken = (await signInTestStaff(api, 'admin')).token;
  });
  afterAll(async () => {
    await behindProxy.close();
    await api.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends the apps' policy, no framing, no sniffing and no referrer on the apps, their assets and the API docs", async () => {
    for (const url of ['/', '/app/dashboard', '/assets/index-Ab12Cd34.js', '/admin/', '/admin/users', '/v1/docs'])
      expectAppHeaders((await api.http().get(url)).headers);
  });

  it('lets an API reply opened as a page load and run nothing, on answers and refusals alike', async () => {
    const replies = [
      await api.http().get('/v1/health').expect(200),
      await api.http().get('/v1/user').set('authorization', `Bearer ${userToken}`).expect(200),
      await api.http().get('/v1/user').expect(401),
      await api.http().get('/v1/no-such-route').expect(404),
    ];
    for (const { headers } of replies) {
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['cross-origin-resource-policy']).toBe('same-site');
      expectNoFramingSniffingOrReferrer(headers);
    }
  });

  it("lets exactly the built pages' own inline scripts run, by their hash, and no other inline script", async () => {
    const policy = String((await api.http().get('/')).headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
    const hash = `'sha256-${createHash('sha256').update(PRELOAD).digest('base64')}'`;
    // The same script in both apps' pages here: listed once.
    expect(scriptSources).toEqual(["'self'", hash]);
  });

  it('keeps static caching: hashed assets for a year, pages revalidated', async () => {
    expect((await api.http().get('/assets/index-Ab12Cd34.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await api.http().get('/admin/assets/index-Ab12Cd34.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/app/profile', '/admin/', '/admin/users'])
      expect([url, (await api.http().get(url)).headers['cache-control']]).toEqual([url, 'no-cache']);
  });

  it('marks every signed-in and staff reply no-store, refusals included', async () => {
    const user = await api.http().get('/v1/user').set('authorization', `Bearer ${userToken}`).expect(200);
    expect(user.headers['cache-control']).toBe('no-store');
    const staff = await api.http().get('/v1/admin/users').set('authorization', `Bearer ${staffToken}`).expect(200);
    expect(staff.headers['cache-control']).toBe('no-store');
    const refused = await api.http().get('/v1/admin/users').expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const invalid = await api.http().post('/v1/auth/login').send({}).expect(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only over TLS, as told by a trusted proxy', async () => {
    expect((await api.http().get('/v1/health')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could send the header: it is not believed.
    const untrusted = await api.http().get('/v1/health').set('x-forwarded-proto', 'https');
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const plain = await behindProxy.http().get('/v1/health').set('x-forwarded-proto', 'http');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await behindProxy.http().get('/v1/health').set('x-forwarded-proto', 'https');
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
