import type { BrowserContext } from 'playwright-core';
import type { Stack } from './stack';

export interface SignedIn {
  token: string;
  user: Record<string, unknown>;
}

const call = async <T>(stack: Stack, path: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const reply = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply.data;
};

/** An onboarded donor (the stack's helper) signed in through the API: the token and the user the app keeps. */
export async function signedInDonor(stack: Stack, firstName: string): Promise<SignedIn> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const password = 'Blood-Match-2026!';
  await stack.createOnboardedDonor({ firstName, email, password });
  const { token } = await call<{ token: string }>(stack, '/v1/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  const { user } = await call<{ user: Record<string, unknown> }>(stack, '/v1/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, user };
}

/**
 * Puts the session in the context's localStorage before any page script runs, as the app leaves it after login
 * (spec section 3's keys), in the given role.
 */
export async function useSession(context: BrowserContext, session: SignedIn, role: 'donor' | 'recipient') {
  await context.addInitScript(
    ({ token, user, role: chosen }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('user_name', `${String(user.first_name)} ${String(user.last_name)}`);
      localStorage.setItem('role', chosen);
    },
    { token: session.token, user: session.user, role },
  );
}
