import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApi, type TestApi } from '@test/api';
import { previewOpenApi } from './preview-openapi.js';

const INDEX = `<!doctype html><html><head><title>Blood Match</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;
const LOGIN = INDEX.replace('shell', 'prerendered login');
const DASHBOARD = INDEX.replace('shell', 'prerendered dashboard');
const SHELL = INDEX.replace('shell', 'app without a prerendered page');
const SCRIPT = `console.log(${JSON.stringify('blood match '.repeat(300))});`;

/** A dist/ as the web-user build writes it: each text file beside its .br and .gz copies. */
const writeDist = (root: string) => {
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, 'login'), { recursive: true });
  mkdirSync(join(root, 'app/dashboard'), { recursive: true });
  for (const [file, content] of [
    ['index.html', INDEX],
    ['login/index.html', LOGIN],
    ['app/dashboard/index.html', DASHBOARD],
    ['shell.html', SHELL],
    ['assets/index-Ab12Cd34.js', SCRIPT],
  ] as const) {
    writeFileSync(join(root, file), content);
    writeFileSync(join(root, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(root, `${file}.gz`), gzipSync(content));
  }
};

describe('the user app as the API serves it', () => {
  let api: TestApi;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-user-dist-'));
    writeDist(dist);
    api = await startTestApi({ WEB_USER_DIST: dist });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    api.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends hashed assets as brotli or gzip by Accept-Encoding, varying on it, cached for a year as immutable', async () => {
    const brotli = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the HTML compressed and never cached without revalidation: index.html for /, shell.html for client-side routes', async () => {
    for (const [url, html] of [
      ['/', INDEX],
      ['/app/requests', SHELL],
      ['/articles?page=2', SHELL],
    ] as const) {
      const reply = await get(url, 'br');
      expect([url, reply.statusCode, reply.headers['content-encoding']]).toEqual([url, 200, 'br']);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(html);
    }
    const gzip = await get('/app/profile', 'gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SHELL);
  });

  it('sends a page the build prerendered into its own HTML for its path only', async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Fapp']) {
      const reply = await get(url, 'br');
      expect([url, reply.statusCode, reply.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(LOGIN);
    }
    expect(gunzipSync((await get('/login/elsewhere', 'gzip')).rawPayload).toString()).toBe(SHELL);
    // One folder deeper: the dashboard, prerendered for donors.
    expect(brotliDecompressSync((await get('/app/dashboard', 'br')).rawPayload).toString()).toBe(DASHBOARD);
  });

  it('keeps unknown API paths as JSON 404s rather than the app', async () => {
    const reply = await get('/v1/no-such-route', 'br');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ message: expect.any(String), code: 'not_found' });
  });

  it('documents the same API offline (for the generated client types) as it serves', async () => {
    expect(await previewOpenApi()).toEqual(api.openApi);
  });
});
