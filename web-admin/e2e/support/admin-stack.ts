import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { eventually } from '../../../web-user/e2e/support/eventually';
import { buildWebApp, REPO, startStack, type Stack } from '../../../web-user/e2e/support/stack';

export const WEB_ADMIN = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const API_CLI = join(REPO, 'dist/apps/api/src/cli.js');
const node = () =>
  existsSync(join(REPO, 'node_modules/.bin/node')) ? join(REPO, 'node_modules/.bin/node') : process.execPath;

/** Builds the console (see buildWebApp) so the API serves the current one at /admin. */
export const buildWebAdmin = () => buildWebApp(WEB_ADMIN);

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export interface AdminStack extends Stack {
  /** `npm run staff:create` against the running stack; returns the set-password link it prints. */
  createStaffWithCli: (staff: { email: string; name: string; role: 'admin' | 'moderator' }) => string;
  /** The decoded text of the newest email to `to` written since `after` (ms), once one contains `contains`. */
  mailTo: (to: string, contains: string | RegExp, after?: number) => Promise<string>;
  /** A call to the user API (`/v1/...`), answering the `data` of the envelope. */
  userApi: <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;
}

/**
 * The real stack (apps built by the run's global setup, API, PostgreSQL) with what the console's journeys need
 * besides a browser; `extraEnv` sets the API's environment (a local MAP_TILE_URL, for instance).
 */
export async function startAdminStack(extraEnv: Record<string, string> = {}): Promise<AdminStack> {
  const stack = await startStack(extraEnv, { templateDatabaseUrl: inject('templateDatabaseUrl') });
  // The staff CLI reaches the API's database while the API runs.
  const env = { ...process.env, DATA_DIR: stack.dataDir, DATABASE_URL: stack.databaseUrl, PUBLIC_URL: stack.baseUrl };

  const createStaffWithCli: AdminStack['createStaffWithCli'] = ({ email, name, role }) => {
    const output = execFileSync(node(), [API_CLI, 'staff-create', '--email', email, '--name', name, '--role', role], {
      cwd: REPO,
      env,
      encoding: 'utf8',
    });
    const link = output.match(/https?:\/\/\S+\/admin\/#\/set-password\?token=\S+/)?.[0];
    if (!link) throw new Error(`staff-create printed no set-password link:\n${output}`);
    return link;
  };

  const mailTo: AdminStack['mailTo'] = async (to, contains, after = 0) => {
    const mailDir = join(stack.dataDir, 'mail');
    const matching = async () => {
      const texts = existsSync(mailDir)
        ? readdirSync(mailDir)
            .filter((name) => name.endsWith('.eml') && statSync(join(mailDir, name)).mtimeMs >= after)
            .map((name) => decodeQuotedPrintable(readFileSync(join(mailDir, name), 'utf8')))
            .filter((text) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(text))
        : [];
      return texts.find((text) => (typeof contains === 'string' ? text.includes(contains) : contains.test(text)));
    };
    const found = await eventually(
      matching,
      (text) => text !== undefined,
      `an email to ${to} containing ${String(contains)} in ${mailDir}`,
      { intervalMs: 200 },
    );
    return found!;
  };

  const userApi: AdminStack['userApi'] = async (method, path, body, token) => {
    const response = await fetch(`${stack.baseUrl}${path}`, {
      method,
      headers: {
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    const reply = (await response.json()) as { data: never };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
    return reply.data;
  };

  return {
    ...stack,
    createStaffWithCli,
    mailTo,
    userApi,
  };
}
