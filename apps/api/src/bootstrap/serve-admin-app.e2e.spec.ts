import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApi, type TestApi } from '@test/api';

describe('the built staff console at /admin', () => {
  let api: TestApi;
  const dist = mkdtempSync(join(tmpdir(), 'web-admin-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Blood Match staff</title>');
    writeFileSync(join(dist, 'assets', 'console-abc123.js'), 'console.log("staff")');
    api = await startTestApi({ WEB_ADMIN_DIST: dist });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves its page, its assets with long caching, and its client-side routes by history fallback', async () => {
    await api.http().get('/admin').expect(302).expect('location', '/admin/');
    const page = await api.http().get('/admin/').expect(200);
    expect(page.text).toContain('Blood Match staff');
    expect(page.headers['cache-control']).toBe('no-cache');
    const deep = await api.http().get('/admin/abuse-reports/123/show').expect(200);
    expect(deep.text).toContain('Blood Match staff');
    const asset = await api.http().get('/admin/assets/console-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.text).toBe('console.log("staff")');
  });

  it('leaves the API its own 404s', async () => {
    const missing = await api.http().get('/v1/admin/no-such-resource').expect(404);
    expect(missing.body).toEqual({ message: expect.any(String), code: 'not_found' });
  });
});
