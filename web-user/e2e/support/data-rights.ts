import type { Stack } from './stack';
import type { SignedIn } from './signed-in';

export interface Person extends SignedIn {
  email: string;
  password: string;
}

/** An onboarded donor (the stack's helper) and their session, with the password the deletion dialog asks for. */
export async function onboardedPerson(stack: Stack, firstName: string): Promise<Person> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const password = 'My-Data-Rights-2026!';
  await stack.createOnboardedDonor({ firstName, email, password, phone: '2347065554433' });
  const { token } = await stack.call<{ token: string }>('POST', '/v1/auth/login', { email, password });
  const { user } = await stack.call<{ user: Record<string, unknown> }>('GET', '/v1/user', undefined, token);
  return { token, user, email, password };
}

/** The status a login with these credentials gets (200 signed in, 401 refused). */
export async function loginStatus(stack: Stack, email: string, password: string): Promise<number> {
  const response = await fetch(`${stack.baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}
