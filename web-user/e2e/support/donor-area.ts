import type { Page } from 'playwright-core';
import type { Stack } from './stack';

/** Accounts and requests made through the real API, as the sign-up journey and the wizard would. */
export interface Account {
  id: string;
  token: string;
  email: string;
  password: string;
  phone: string;
}

export interface AccountOptions {
  firstName: string;
  phone: string;
  bloodGroup?: string;
  gender?: 'Male' | 'Female';
  place?: { latitude: number; longitude: number; state: string; address: string };
}

export const IKEJA = { latitude: 6.6018, longitude: 3.3515, state: 'Lagos', address: 'Ikeja, Lagos' };
export const KANO = { latitude: 12.0022, longitude: 8.592, state: 'Kano', address: 'Kano' };
const HOSPITAL = { latitude: 6.5967, longitude: 3.3421 }; // Lagos State University Teaching Hospital, Ikeja

export const apiCall = <T = Record<string, unknown>>(
  stack: Stack,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> => stack.call<T>(method, path, body, token);

let counter = 0;

/** Registers, verifies (from the emailed link), logs in and onboards one person. */
export async function createAccount(stack: Stack, options: AccountOptions): Promise<Account> {
  counter += 1;
  const email = `${options.firstName.toLowerCase()}.${Date.now()}.${counter}@example.com`;
  const password = 'Blood-Match-2026!';
  const sentAfter = Date.now() - 1000;
  await apiCall(stack, 'POST', '/v1/auth/register', {
    first_name: options.firstName,
    last_name: 'Test',
    email,
    phone_number: options.phone,
    password,
    base_url: stack.baseUrl,
    privacy: true,
  });
  const link = new URL(await stack.latestVerificationLink(sentAfter));
  await apiCall(stack, 'POST', '/v1/auth/verify-email', { token: link.searchParams.get('token') });
  const { token } = await apiCall<{ token: string }>(stack, 'POST', '/v1/auth/login', { email, password });
  const { states } = await apiCall<{ states: { id: number; name: string }[] }>(stack, 'GET', '/v1/util/states');
  const place = options.place ?? IKEJA;
  await apiCall(
    stack,
    'PUT',
    '/v1/user',
    {
      gender: options.gender ?? 'Male',
      dob: '1990-05-01',
      blood_group: options.bloodGroup ?? 'O+',
      last_donation_date: null,
      health_data_consent: true,
      state_id: states.find((state) => state.name === place.state)?.id,
      latitude: String(place.latitude),
      longitude: String(place.longitude),
      address: place.address,
    },
    token,
  );
  const { user } = await apiCall<{ user: { id: string } }>(stack, 'GET', '/v1/user', undefined, token);
  return { id: user.id, token, email, password, phone: options.phone };
}

/**
 * A request for O+ blood at a hospital in Ikeja, tomorrow: for the recipient themself, or for `patient` (someone
 * else, with their own phone number); picked from the registry when `hospitalId` is given.
 */
export async function createBloodRequest(
  stack: Stack,
  recipient: Account,
  {
    units = 2,
    patient,
    hospitalId,
  }: { units?: number; patient?: { firstName: string; lastName: string }; hospitalId?: string } = {},
) {
  const { reasons } = await apiCall<{ reasons: { id: number; name: string }[] }>(
    stack,
    'GET',
    '/v1/util/reasons?type=request',
  );
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const { request } = await apiCall<{ request: { id: string } }>(
    stack,
    'POST',
    '/v1/requests',
    {
      ...(patient
        ? {
            recipient: 'others',
            first_name: patient.firstName,
            last_name: patient.lastName,
            phone_number: '2348035551234',
          }
        : { recipient: 'self' }),
      gender: 'Female',
      blood_group: 'O+',
      reason_id: reasons[0]!.id,
      units,
      date: `${tomorrow} 10:00:00`,
      hospital: 'Lagos State University Teaching Hospital',
      ...(hospitalId ? { hospital_id: hospitalId } : {}),
      physician: 'Dr Bello',
      state_id: (
        await apiCall<{ states: { id: number; name: string }[] }>(stack, 'GET', '/v1/util/states')
      ).states.find((state) => state.name === 'Lagos')!.id,
      latitude: String(HOSPITAL.latitude),
      longitude: String(HOSPITAL.longitude),
    },
    recipient.token,
  );
  return request.id;
}

/** The recipient confirms the donation of the donor who accepted (Your Requests, through the API). */
export async function confirmDonation(stack: Stack, recipient: Account, requestId: string) {
  const { requests } = await apiCall<{ requests: { id: string; matches: { id: string }[] }[] }>(
    stack,
    'GET',
    '/v1/requests',
    undefined,
    recipient.token,
  );
  const match = requests.find((request) => request.id === requestId)!.matches[0]!;
  await apiCall(stack, 'PUT', `/v1/requests/matches/${match.id}/confirm`, undefined, recipient.token);
}

/** Logs in through the login form and waits for the dashboard. */
export async function logIn(page: Page, stack: Stack, account: Account) {
  await page.goto(`${stack.baseUrl}/login`);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/app/dashboard');
}
