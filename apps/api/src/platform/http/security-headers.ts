import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@app/config';

/**
 * One policy for the user app at `/` and the staff console at `/admin/`: both are built bundles served from this
 * origin (the service worker is /sw.js), and no script runs from anywhere else, nor inline, nor through eval.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // MUI (emotion) writes its styles into <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Uploaded pictures come from /v1/files; previews of a picture being chosen are blob: or data: URLs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The hashes of the inline scripts a built page carries (the user app's build writes small ones into its pages: the
 * landing page's preloads, and the check that hides a prerendered page from a visitor it is not for): exactly those scripts may run, no other inline script.
 */
export const inlineScriptHashes = (indexFile: string): string[] => {
  if (!existsSync(indexFile)) return [];
  return [...readFileSync(indexFile, 'utf8').matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([, body]) => body!.length > 0)
    .map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
};

/** Every HTML page a built app serves (index.html, the prerendered pages, the app shell). */
const htmlPagesOf = (dist: string): string[] =>
  existsSync(dist)
    ? readdirSync(dist, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.html'))
        .map((file) => join(dist, file))
    : [];

/** The origin map tiles come from (MAP_TILE_URL), which the pages' policy lets images load from. */
export const tileOrigin = (tileUrl: string): string => new URL(tileUrl).origin;

export const HSTS = 'max-age=31536000; includeSubDomains';

/** A signed-in person's or staff's reply: never kept by a cache, whatever the route asked for. */
const isPersonal = (request: FastifyRequest): boolean =>
  request.url.startsWith('/v1/admin') || request.headers.authorization !== undefined;

/**
 * The API's replies are data, never a page: the policy that fits them lets a reply opened as a document load and run
 * nothing, nor be framed (OWASP's REST Security cheat sheet), and helmet's headers that only concern pages (DNS
 * prefetching, download options, the old XSS filter, cross-origin isolation of windows) are left off. Shorter headers
 * on every API reply: the app's policy lists every built page's inline script hashes (about 1 KB).
 */
export const API_REPLY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  // The user app may be served from another origin of the same site (ALLOWED_ORIGINS) and show uploaded pictures.
  'cross-origin-resource-policy': 'same-site',
};

/** API routes (under /v1/), but not the API's documentation, which is a page with scripts of its own. */
const isApiReply = (url: string): boolean => url.startsWith('/v1/') && !url.startsWith('/v1/docs');

/**
 * Headers on every reply: a policy (the apps' above for pages and their files, API_REPLY_HEADERS' for the API), no
 * framing, no type sniffing, no referrer, HSTS once the request came
 * over TLS (directly, or through a proxy trusted by TRUST_PROXY that says so in X-Forwarded-Proto: over plain HTTP
 * the header would be ignored at best, and would lock out a site not yet on TLS at worst), and `no-store` on API
 * replies that carry personal data. Static files keep their own caching (hashed assets for a year, pages revalidated).
 * The hooks take Fastify's `done` rather than being async: an async hook costs every request a promise and its
 * continuation (docs/benchmarks.md).
 */
export const registerSecurityHeaders = (
  app: NestFastifyApplication,
  config: Pick<AppConfig, 'WEB_USER_DIST' | 'WEB_ADMIN_DIST' | 'MAP_TILE_URL'>,
): void => {
  const scriptHashes = [config.WEB_USER_DIST, config.WEB_ADMIN_DIST].flatMap((dist) =>
    htmlPagesOf(dist).flatMap((page) => inlineScriptHashes(page)),
  );
  const directives = {
    ...CONTENT_SECURITY_POLICY,
    'script-src': [...CONTENT_SECURITY_POLICY['script-src']!, ...new Set(scriptHashes)],
    'img-src': [...CONTENT_SECURITY_POLICY['img-src']!, tileOrigin(config.MAP_TILE_URL)],
  };
  // helmet itself, set up once: the @fastify/helmet plugin built a new helmet (options parsed, policy normalised) on
  // every request, which the CPU profile of `npm run bench` showed as a large part of a small request's cost.
  const setPageHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!isApiReply(request.url)) return setPageHeaders(request.raw, reply.raw, (error) => done(error as Error));
    void reply.headers(API_REPLY_HEADERS);
    done();
  });
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith('/v1/') && (isPersonal(request) || !reply.hasHeader('Cache-Control')))
      void reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
};
