import type { BrowserContext } from 'playwright-core';
import pg from 'pg';
import type { Stack } from './stack';

/** One signed-in account made through the API as the sign-up and onboarding journey would. */
export interface Account {
  id: string;
  token: string;
  user: Record<string, unknown>;
}

type Json = Record<string, unknown>;

/** A call to the stack's API with an optional bearer token; the reply's data, or a thrown error with the reply. */
export const apiCall = <T = Json>(stack: Stack, method: string, path: string, body?: unknown, token?: string) =>
  stack.call<T>(method, path, body, token);

const IKEJA = { latitude: 6.6018, longitude: 3.3515, address: 'Ikeja, Lagos, Nigeria' };

let phoneSeed = 1_000_000;

/** Registers, verifies (through the emailed link), logs in and onboards someone in Ikeja, Lagos. */
export async function createAccount(
  stack: Stack,
  person: { firstName: string; lastName: string; email: string; gender: 'Male' | 'Female'; bloodGroup: string },
): Promise<Account> {
  const password = 'Blood-Match-2026!';
  const sentAfter = Date.now() - 1000;
  phoneSeed += 1;
  await apiCall(stack, 'POST', '/v1/auth/register', {
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phone_number: `234803${phoneSeed}`,
    password,
    base_url: stack.baseUrl,
    privacy: true,
  });
  const token = new URL(await stack.latestVerificationLink(sentAfter)).searchParams.get('token');
  await apiCall(stack, 'POST', '/v1/auth/verify-email', { token });
  const session = (await apiCall<{ token: string }>(stack, 'POST', '/v1/auth/login', { email: person.email, password }))
    .token;
  const { states } = await apiCall<{ states: { id: number; name: string }[] }>(stack, 'GET', '/v1/util/states');
  const { user } = await apiCall<{ user: Json }>(
    stack,
    'PUT',
    '/v1/user',
    {
      gender: person.gender,
      dob: '1990-05-01',
      blood_group: person.bloodGroup,
      last_donation_date: null,
      health_data_consent: true,
      state_id: states.find((state) => state.name === 'Lagos')?.id,
      ...IKEJA,
    },
    session,
  );
  return { id: String(user.id), token: session, user };
}

/** A blood request by `recipient` for themself at a hospital in Ikeja; its first search wave runs at once. */
export async function createRequest(stack: Stack, recipient: Account): Promise<string> {
  const { reasons } = await apiCall<{ reasons: { id: number }[] }>(stack, 'GET', '/v1/util/reasons?type=request');
  const { states } = await apiCall<{ states: { id: number; name: string }[] }>(stack, 'GET', '/v1/util/states');
  const tomorrow = new Date(Date.now() + 86_400_000 + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const { request } = await apiCall<{ request: { id: string } }>(
    stack,
    'POST',
    '/v1/requests',
    {
      recipient: 'self',
      reason_id: reasons[0]!.id,
      units: 1,
      date: tomorrow,
      hospital: 'Lagos State University Teaching Hospital',
      physician: 'Dr Bello',
      state_id: states.find((state) => state.name === 'Lagos')?.id,
      latitude: IKEJA.latitude,
      longitude: IKEJA.longitude,
    },
    recipient.token,
  );
  return request.id;
}

/** Opens the app already signed in as `account` in `role` (what logging in stores). */
export async function signIn(context: BrowserContext, account: Account, role: 'donor' | 'recipient') {
  await context.addInitScript(
    ([token, user, chosenRole]) => {
      if (window.localStorage.getItem('signed-in-once')) return;
      window.localStorage.setItem('signed-in-once', '1');
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
      window.localStorage.setItem('role', chosenRole);
    },
    [account.token, JSON.stringify(account.user), role] as const,
  );
}

/** The stack's own database, for what only staff can do (approving a testimonial). */
export async function withDatabase<T>(stack: Stack, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A 1x1 PNG: the smallest real image the profile accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
