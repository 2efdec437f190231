import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { totpCode } from '../../../web-admin/e2e/support/totp';
import { REPO, type Stack } from './stack';

const node = () =>
  existsSync(join(REPO, 'node_modules/.bin/node')) ? join(REPO, 'node_modules/.bin/node') : process.execPath;

/**
 * A staff admin signed in through the admin API as the console does it: created with `staff-create`, password set
 * from the printed link, then password and TOTP enrolment with the code an authenticator app would compute.
 */
export async function signedInStaff(stack: Stack, email: string): Promise<string> {
  const output = execFileSync(
    node(),
    [
      join(REPO, 'dist/apps/api/src/cli.js'),
      'staff-create',
      '--email',
      email,
      '--name',
      'Appeal Desk',
      '--role',
      'admin',
    ],
    {
      cwd: REPO,
      env: { ...process.env, DATA_DIR: stack.dataDir, PUBLIC_URL: stack.baseUrl, DATABASE_URL: stack.databaseUrl },
      encoding: 'utf8',
    },
  );
  const link = output.match(/https?:\/\/\S+\/admin\/#\/set-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`staff-create printed no set-password link:\n${output}`);
  const password = 'Staff-Console-2026!';
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  await stack.call('POST', '/v1/admin/auth/set-password', { token, password });
  const { challenge_token } = await stack.call<{ challenge_token: string }>('POST', '/v1/admin/auth/login', {
    email,
    password,
  });
  const { secret } = await stack.call<{ secret: string }>('POST', '/v1/admin/auth/totp/enrolment', { challenge_token });
  const signedIn = await stack.call<{ token: string }>('POST', '/v1/admin/auth/totp', {
    challenge_token,
    code: totpCode(secret),
  });
  return signedIn.token;
}

/** A call to the admin API (`/v1/admin/...`): its records answer bare (the simple-rest dialect), not in `{ data }`. */
export async function adminCall<T = Record<string, unknown>>(
  stack: Stack,
  staffToken: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${stack.baseUrl}/v1/admin${path}`, {
    method,
    headers: {
      authorization: `Bearer ${staffToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} /v1/admin${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply;
}
