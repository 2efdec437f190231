import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Bindings } from 'pino';
import type { AppConfig } from '@app/config';
import { createLogger, JsonLogger, requestContext } from '@app/observability';
import { AppModule } from '../app.module.js';
import { PublicNeedsBoard, SHARED_PAGE, SharedBoardPages } from '../public-needs/index.js';
import { documentInputRefusals } from '../platform/http/error-replies.js';
import { HttpExceptionFilter, notFoundBody } from '../platform/http/exception.filter.js';
import { registerMultipart } from '../platform/http/multipart.js';
import { registerReplyTranslation } from '../platform/http/translate-replies.hook.js';
import { registerSecurityHeaders } from '../platform/http/security-headers.js';
import { RefuseHostileInput } from '../platform/http/validation.js';

export const API_PREFIX = 'v1';
const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

export interface Api {
  app: NestFastifyApplication;
  openApi: OpenAPIObject;
}

/** The API as one Fastify application: conventions, docs, and the built user app and staff console on the same origin. */
export const createApi = async (config: AppConfig, databaseUrl: string): Promise<Api> => {
  const logger = createLogger(config.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // A request's logger is the root logger: its lines carry the request id from the request context (the logger's
    // mixin), entered here, where Fastify asks for the request's logger before any hook runs or any line of the
    // request is logged. Fastify's own child logger per request (its bindings serialised through the redaction) was
    // a cost on every request in the CPU profile of `npm run bench` (docs/benchmarks.md), for an id the mixin adds.
    childLoggerFactory: (root: FastifyBaseLogger, bindings: Bindings) => {
      requestContext.enterWith({ requestId: String(bindings['reqId']) });
      return root;
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, databaseUrl), adapter, {
    logger: new JsonLogger(logger),
  });
  const fastify = app.getHttpAdapter().getInstance();
  // The per-request hooks take Fastify's `done` rather than being async: an async hook costs a promise and its
  // continuation on every request, which the CPU profile of `npm run bench` counted (docs/benchmarks.md).
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  // Once shutdown has closed the server (see drainHttp), each answer also closes its connection, so clients under
  // load move off it instead of sending more requests on a keep-alive connection until the drain deadline.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (!fastify.server.listening) void reply.header('connection', 'close');
    done(null, payload);
  });
  registerSecurityHeaders(app, config);
  await registerMultipart(fastify, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 20, parts: 25 },
  });
  // The SMS alerts' short links (`/r/<code>`) are page addresses, kept short: outside the API's prefix.
  app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: 'r/:code', method: RequestMethod.GET }] });
  app.useGlobalFilters(new HttpExceptionFilter());
  app.useGlobalPipes(new RefuseHostileInput());
  registerReplyTranslation(fastify);

  const openApi = describeApi(app);
  SwaggerModule.setup('v1/docs', app, openApi, { jsonDocumentUrl: 'v1/docs-json', useGlobalPrefix: false });

  await serveAdminApp(app, config);
  await serveUserApp(app, config);
  return { app, openApi };
};

/** The OpenAPI document of the API's routes (the user app's types are generated from it). */
export const describeApi = (app: NestFastifyApplication): OpenAPIObject => {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Blood Match API')
      .setDescription(
        'Matches people who need blood in Nigeria with voluntary, unpaid donors. Replies are `{ data, message }`; failures `{ message, errors? }`.',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  documentInputRefusals(document.paths as never);
  return document;
};

const cacheHeaders = (reply: { header(name: string, value: string): unknown }, path: string) =>
  reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * The built staff console at `/admin/`, with history fallback under it. Registered before the user app, whose
 * catch-all would otherwise answer `/admin/...` with the user app's page.
 */
const serveAdminApp = async (app: NestFastifyApplication, config: AppConfig) => {
  const root = resolve(config.WEB_ADMIN_DIST);
  const indexFile = resolve(root, 'index.html');
  if (!existsSync(indexFile)) return;
  await app.register(fastifyStatic as never, {
    root,
    prefix: '/admin/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders: cacheHeaders,
  });
  const fastify = app.getHttpAdapter().getInstance();
  const page = async (_request: unknown, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(indexFile));
  fastify.get('/admin', (_request, reply) => reply.redirect('/admin/'));
  fastify.get('/admin/', page);
  fastify.get('/admin/*', page);
};

/**
 * The built web-user app at `/`, with history fallback for its client-side routes. Text files are sent as the
 * brotli or gzip copies made at build time (by Accept-Encoding, with `Vary`); hashed assets are cached for a year,
 * everything else (index.html, the service worker, the manifest) is revalidated on every use.
 */
const serveUserApp = async (app: NestFastifyApplication, config: AppConfig) => {
  const root = resolve(config.WEB_USER_DIST);
  const hasApp = existsSync(resolve(root, 'index.html'));
  const pages = userAppPages(root);
  if (hasApp) {
    await app.register(fastifyStatic as never, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  const sharedPages = new SharedBoardPages(app.get(PublicNeedsBoard), config.PUBLIC_URL);
  if (hasApp) sharedPages.register(app.getHttpAdapter().getInstance());
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', async (request, reply) => {
      if (request.url.startsWith('/v1/') || request.url === '/v1' || !hasApp) {
        return reply.status(404).send(notFoundBody(request.headers['accept-language']));
      }
      const path = request.url.split('?')[0]!.replace(/\/+$/, '');
      const page = pages.byPath.get(path) ?? pages.other;
      const shared = SHARED_PAGE.exec(path);
      if (shared) {
        const { status, html } = await sharedPages.page(readFileSync(resolve(root, page), 'utf8'), shared[1]);
        return reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
      }
      return reply.sendFile(page);
    });
};

/**
 * The HTML for each path. The web-user build prerenders some pages into their own file (index.html for /,
 * `login/index.html` for /login, `app/dashboard/index.html` for /app/dashboard, see its vite.config.ts) and writes
 * shell.html, the app without a prerendered page, for every other path; a build without shell.html has index.html
 * for all.
 */
const userAppPages = (root: string) => {
  const byPath = new Map<string, string>([['', 'index.html']]);
  if (existsSync(root))
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('/index.html') && !file.startsWith('assets/'))
        byPath.set(`/${file.slice(0, -'/index.html'.length)}`, file);
  return { byPath, other: existsSync(resolve(root, 'shell.html')) ? 'shell.html' : 'index.html' };
};
