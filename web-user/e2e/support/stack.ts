import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { eventually } from './eventually';

export const WEB_USER = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO = resolve(WEB_USER, '..');
const API_MAIN = join(REPO, 'dist/apps/api/src/main.js');
const API_CLI = join(REPO, 'dist/apps/api/src/cli.js');
const EMBEDDED_POSTGRES = join(REPO, 'dist/libs/persistence/src/database/embedded-postgres.js');

/** The repo's Node 24 (the API needs it), else the one running the tests. */
const nodeBinary = () => {
  const local = join(REPO, 'node_modules/.bin/node');
  return existsSync(local) ? local : process.execPath;
};

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface Stack {
  baseUrl: string;
  dataDir: string;
  /** The stack's own database (a copy of the template), for a CLI command to reach the same data. */
  databaseUrl: string;
  stop: () => Promise<void>;
  /** The newest verification link written to DATA_DIR/mail since `after` (ms). */
  latestVerificationLink: (after?: number) => Promise<string>;
  /** A verified donor onboarded in Ikeja, made through the API as the sign-up journey would; gives its session. */
  createOnboardedDonor: (donor: {
    firstName: string;
    email: string;
    password: string;
    /** Defaults: O+, 2348031234567. */
    bloodGroup?: string;
    phone?: string;
  }) => Promise<{ token: string }>;
  /** One call to the API (path with /v1); the reply's data, or an error naming the status. */
  call: <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;
}

/**
 * Builds a web app's production bundle with Vite, in its own folder, unless a build is there that may be used: with
 * E2E_SKIP_BUILD set, or one made by this same `npm test` run (TEST_RUN_ID, set by scripts/test.mjs), so the staff
 * console's phase reuses the builds of the user app's phase.
 */
export function buildWebApp(folder: string) {
  const dist = join(folder, 'dist');
  const stamp = join(dist, '.vite/test-run');
  const run = process.env.TEST_RUN_ID;
  if (existsSync(join(dist, 'index.html'))) {
    if (process.env.E2E_SKIP_BUILD) return;
    if (run && existsSync(stamp) && readFileSync(stamp, 'utf8') === run) return;
  }
  const vite = join(REPO, 'node_modules/vite/bin/vite.js');
  // Vitest sets NODE_ENV=test, which would make Vite emit a development build.
  execFileSync(nodeBinary(), [vite, 'build', '--mode', 'production', '--logLevel', 'warn'], {
    cwd: folder,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run) {
    mkdirSync(dirname(stamp), { recursive: true });
    writeFileSync(stamp, run);
  }
}

/** Builds web-user (see buildWebApp) so the API serves the current app. */
export const buildWebUser = () => buildWebApp(WEB_USER);

/** Builds the staff console when no build of it exists yet, for tests that need the API to serve /admin too. */
export function buildWebAdminIfMissing() {
  const webAdmin = join(REPO, 'web-admin');
  if (!existsSync(join(webAdmin, 'dist/index.html'))) buildWebApp(webAdmin);
}

async function servesAssets(baseUrl: string): Promise<boolean> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!asset) return false;
  return (await fetch(`${baseUrl}${asset}`)).ok;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
};

async function startFrontServer(apiUrl: string, dist: string) {
  const port = await freePort();
  const server = createHttpServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://front');
    if (url.pathname.startsWith('/v1/')) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers))
        if (typeof value === 'string' && key !== 'host' && key !== 'content-length') headers.set(key, value);
      const upstream = await fetch(`${apiUrl}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      });
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const file = join(dist, decodeURIComponent(url.pathname));
    const found =
      file.startsWith(dist) && existsSync(file) && statSync(file).isFile() ? file : join(dist, 'index.html');
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(found)] ?? 'application/octet-stream' });
    response.end(readFileSync(found));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const assertApiBuilt = () => {
  if (!existsSync(API_MAIN)) throw new Error(`The API is not built: run "npm run build" at the root (${API_MAIN})`);
};

/** A directory the embedded PostgreSQL can enter: it runs as its own user when started as root. */
const reachableTempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
};

export interface TemplateDatabase {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A PostgreSQL cluster holding a migrated database with the test hospitals, for stacks to copy: copying takes well
 * under a second where a cluster of its own and the migrations take about 20 s per test file.
 */
export async function startTemplateDatabase(): Promise<TemplateDatabase> {
  assertApiBuilt();
  const dir = reachableTempDir('web-user-e2e-postgres-');
  const { startEmbeddedPostgres } = (await import(pathToFileURL(EMBEDDED_POSTGRES).href)) as {
    startEmbeddedPostgres: (options: { clusterDir: string; dataDir: string; database: string }) => Promise<{
      url: string;
      stop: () => Promise<void>;
    }>;
  };
  const database = await startEmbeddedPostgres({
    clusterDir: join(dir, 'postgres'),
    dataDir: dir,
    database: 'e2e_template',
  });
  const stop = async () => {
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The import applies the migrations first, then loads two hospitals as an operator would (positions: their
    // GeoNames towns).
    execFileSync(nodeBinary(), [API_CLI, 'hospitals-import', join(WEB_USER, 'e2e/support/hospitals.csv')], {
      cwd: REPO,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: database.url },
      stdio: 'pipe',
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: database.url, stop };
}

/** A new database copied from the template (which nothing may be connected to meanwhile), and how to drop it. */
async function copyTemplate(templateUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = new URL(templateUrl);
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: new URL('/postgres', template).href });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name} template ${template.pathname.slice(1)}`);
  return {
    url: new URL(`/${name}`, template).href,
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Starts the real stack: a database of its own copied from the template (`templateDatabaseUrl`, shared by a test
 * run; else one started for this stack alone), then the API serving the built app at / and the API at /v1.
 */
export async function startStack(
  extraEnv: Record<string, string> = {},
  options: { templateDatabaseUrl?: string } = {},
): Promise<Stack> {
  assertApiBuilt();
  const ownTemplate = options.templateDatabaseUrl ? null : await startTemplateDatabase();
  const database = await copyTemplate(options.templateDatabaseUrl ?? ownTemplate!.url).catch(async (error) => {
    await ownTemplate?.stop();
    throw error;
  });
  let port = await freePort();
  const dataDir = reachableTempDir('web-user-e2e-');
  let baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PUBLIC_URL: baseUrl,
    WEB_USER_DIST: join(WEB_USER, 'dist'),
    ...extraEnv,
  };

  const launch = async () => {
    const logs: string[] = [];
    const child = spawn(nodeBinary(), [API_MAIN], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error('API exited early');
        // Not listening yet is a failed fetch.
        return fetch(`${baseUrl}/v1/health`).then(
          (response) => response.status < 500,
          () => false,
        );
      },
      (answered) => answered,
      'the API to start',
      { timeoutMs: 90_000 },
    ).catch((error: Error) => {
      throw new Error(`${error.message}:\n${logs.join('')}`);
    });
    return child;
  };
  // The port was free when chosen, but another process may have taken it since: then another one.
  let api: ChildProcess | null = null;
  for (let attempt = 1; !api; attempt += 1) {
    api = await launch().catch(async (error: Error) => {
      if (attempt === 3 || !error.message.includes('EADDRINUSE')) {
        await database.drop();
        await ownTemplate?.stop();
        throw error;
      }
      port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      Object.assign(env, { PORT: String(port), PUBLIC_URL: extraEnv.PUBLIC_URL ?? baseUrl });
      return null;
    });
  }

  // The API serves the built app; if its static files fail (an API defect), a small same-origin front
  // server serves dist/ and forwards /v1 to the API, so the journey still runs against the real API.
  const apiUrl = baseUrl;
  let front: Awaited<ReturnType<typeof startFrontServer>> | null = null;
  if (!(await servesAssets(apiUrl))) {
    front = await startFrontServer(apiUrl, join(WEB_USER, 'dist'));
    process.stderr.write(`[e2e] the API failed to serve web-user/dist assets; using a front server on ${front.url}\n`);
  }

  const stop = async () => {
    await front?.close();
    if (api.exitCode === null) {
      const exited = new Promise((done) => api.once('exit', done));
      api.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
      if (api.exitCode === null) api.kill('SIGKILL');
    }
    await database.drop();
    await ownTemplate?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const latestVerificationLink = async (after = 0) => {
    const mailDir = join(dataDir, 'mail');
    const newestLink = async () => {
      const files = existsSync(mailDir)
        ? readdirSync(mailDir)
            .filter((name) => name.endsWith('.eml'))
            .map((name) => ({ path: join(mailDir, name), at: statSync(join(mailDir, name)).mtimeMs }))
            .filter((file) => file.at >= after)
            .sort((a, b) => b.at - a.at)
        : [];
      const newest = files[0];
      if (!newest) return undefined;
      const text = decodeQuotedPrintable(readFileSync(newest.path, 'utf8'));
      return text.match(/https?:\/\/[^\s"'<>]*\/verify-email\?token=[\w\-.~%]+/)?.[0];
    };
    const link = await eventually(newestLink, (found) => found !== undefined, `a verification email in ${mailDir}`, {
      intervalMs: 200,
    });
    return link!;
  };

  const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
    return reply.data;
  };
  const createOnboardedDonor: Stack['createOnboardedDonor'] = async ({
    firstName,
    email,
    password,
    bloodGroup = 'O+',
    phone = '2348031234567',
  }) => {
    const sentAfter = Date.now() - 1000;
    await call('POST', '/v1/auth/register', {
      first_name: firstName,
      last_name: 'Test',
      email,
      phone_number: phone,
      password,
      base_url: baseUrl,
      privacy: true,
    });
    const token = new URL(await latestVerificationLink(sentAfter)).searchParams.get('token');
    await call('POST', '/v1/auth/verify-email', { token });
    const { token: session } = (await call('POST', '/v1/auth/login', { email, password })) as { token: string };
    const { states } = (await call('GET', '/v1/util/states', undefined)) as { states: { id: number; name: string }[] };
    await call(
      'PUT',
      '/v1/user',
      {
        gender: 'Male',
        dob: '1990-05-01',
        blood_group: bloodGroup,
        last_donation_date: null,
        health_data_consent: true,
        state_id: states.find((state) => state.name === 'Lagos')?.id,
        latitude: '6.6018',
        longitude: '3.3515',
        address: 'Ikeja, Lagos',
      },
      session,
    );
    return { token: session };
  };

  return {
    baseUrl: front?.url ?? baseUrl,
    dataDir,
    databaseUrl: database.url,
    stop,
    latestVerificationLink,
    createOnboardedDonor,
    call,
  };
}
