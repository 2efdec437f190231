import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext } from 'playwright-core';
import { eventually } from './eventually';
import { REPO, type Stack } from './stack';

/** The current code for a TOTP secret, as an authenticator app computes it (RFC 6238: SHA-1, 6 digits, 30 s). */
export const totpCode = (base32Secret: string) =>
  new TOTP({ secret: Secret.fromBase32(base32Secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

const node = () =>
  existsSync(join(REPO, 'node_modules/.bin/node')) ? join(REPO, 'node_modules/.bin/node') : process.execPath;

const STAFF_PASSWORD = 'Staff-Console-2026!';
export const OFFICER_PASSWORD = 'Blood-Bank-Officer-2026!';

/** Password, authenticator enrolment and first code, through the API: the session token (staff or officer). */
async function signInWithAuthenticator(stack: Stack, prefix: '/v1/admin/auth' | '/v1/hospital/auth', email: string) {
  const password = prefix === '/v1/admin/auth' ? STAFF_PASSWORD : OFFICER_PASSWORD;
  const { challenge_token } = await stack.call<{ challenge_token: string }>('POST', `${prefix}/login`, {
    email,
    password,
  });
  const { secret } = await stack.call<{ secret: string }>('POST', `${prefix}/totp/enrolment`, { challenge_token });
  return stack.call<{ token: string } & Record<string, unknown>>('POST', `${prefix}/totp`, {
    challenge_token,
    code: totpCode(secret),
  });
}

/**
 * An admin made with the staff CLI beside the running API (as an operator makes the first one), signed in through
 * the console's API: the staff token.
 */
export async function signedInStaff(stack: Stack): Promise<string> {
  const email = `admin.${Date.now()}@bloodmatch.example`;
  execFileSync(
    node(),
    [
      join(REPO, 'dist/apps/api/src/cli.js'),
      'staff-create',
      '--email',
      email,
      '--role',
      'admin',
      '--password',
      STAFF_PASSWORD,
    ],
    {
      cwd: REPO,
      env: { ...process.env, DATA_DIR: stack.dataDir, DATABASE_URL: stack.databaseUrl, PUBLIC_URL: stack.baseUrl },
      stdio: 'pipe',
    },
  );
  return (await signInWithAuthenticator(stack, '/v1/admin/auth', email)).token;
}

/** Staff verify the hospital found by `name` in the registry; its id. */
export async function verifyHospital(stack: Stack, staffToken: string, name: string): Promise<string> {
  const response = await fetch(`${stack.baseUrl}/v1/admin/hospitals`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  // The console's list (simple-rest): a bare array.
  const hospitals = (await response.json()) as { id: string; name: string }[];
  const hospital = hospitals.find((found) => found.name === name);
  if (!hospital) throw new Error(`${name} is not in the registry`);
  await stack.call('POST', `/v1/admin/hospitals/${hospital.id}/verify`, undefined, staffToken);
  return hospital.id;
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Staff invite an officer to the hospital; the set-password link of the invitation emailed to them. */
export async function inviteOfficer(
  stack: Stack,
  staffToken: string,
  officer: { hospitalId: string; email: string; name: string },
): Promise<string> {
  const sentAfter = Date.now() - 1000;
  await stack.call(
    'POST',
    '/v1/admin/hospital-officers',
    { hospital_id: officer.hospitalId, email: officer.email, name: officer.name, role: 'blood_bank_officer' },
    staffToken,
  );
  const mailDir = join(stack.dataDir, 'mail');
  const link = await eventually(
    async () =>
      (existsSync(mailDir) ? readdirSync(mailDir) : [])
        .filter((file) => file.endsWith('.eml') && statSync(join(mailDir, file)).mtimeMs >= sentAfter)
        .map((file) => decodeQuotedPrintable(readFileSync(join(mailDir, file), 'utf8')))
        .filter((text) => text.includes(`To: ${officer.email}`) || text.includes(`<${officer.email}>`))
        .map((text) => text.match(/https?:\/\/[^\s"'<>]*\/hospital\/set-password\?token=[\w\-.~%]+/)?.[0])
        .find(Boolean),
    (found) => found !== undefined,
    `the invitation email to ${officer.email} in ${mailDir}`,
    { intervalMs: 200 },
  );
  return link!;
}

export interface OfficerSession {
  token: string;
  officer: { id: string; email: string; name: string; hospital: { id: string; name: string } };
}

/** An officer of the hospital who set their password and signed in through the API (for pages, not the sign-in). */
export async function signedInOfficer(
  stack: Stack,
  staffToken: string,
  hospitalId: string,
  name = 'Funke Adebayo',
): Promise<OfficerSession> {
  const email = `officer.${Date.now()}@lasuth.example`;
  const link = new URL(await inviteOfficer(stack, staffToken, { hospitalId, email, name }));
  await stack.call('POST', '/v1/hospital/auth/set-password', {
    token: link.searchParams.get('token'),
    password: OFFICER_PASSWORD,
  });
  return (await signInWithAuthenticator(stack, '/v1/hospital/auth', email)) as unknown as OfficerSession;
}

/** Puts the officer's session where the app keeps it (apart from a donor's), before any page script runs. */
export async function useOfficerSession(context: BrowserContext, session: OfficerSession) {
  await context.addInitScript(
    ({ token, officer }) => {
      localStorage.setItem('hospital_token', token);
      localStorage.setItem('hospital_officer', officer);
    },
    { token: session.token, officer: JSON.stringify(session.officer) },
  );
}

/**
 * The officer raises an appeal for their hospital through the API: in all Lagos State, for AB- donors only, so it
 * reaches only the donors a test makes of that group.
 */
export async function raiseOfficerAppeal(stack: Stack, officer: OfficerSession, reason: string): Promise<string> {
  const appeal = await stack.call<{ id: string }>(
    'POST',
    '/v1/hospital/appeals',
    {
      blood_groups: ['AB-'],
      area: { kind: 'state', state: 'Lagos' },
      units_wanted: 6,
      until: new Date(Date.now() + 6 * 3_600_000).toISOString(),
      reason,
    },
    officer.token,
  );
  return appeal.id;
}
