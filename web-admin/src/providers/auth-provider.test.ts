import { jsonBody, stubFetch } from '../test/fetch-stub';
import { createAuthProvider } from './auth-provider';
import { staffSession } from './staff-session';

const staff = { id: 's1', email: 'ada@example.com', name: 'Ada Obi', role: 'moderator' };
const sessionReply = { token: 'staff-token', expires_at: '2099-01-01T00:00:00Z', staff };

describe('authProvider', () => {
  it('turns email and password into a challenge without signing in', async () => {
    const calls = stubFetch({ body: { data: { step: 'enrol', challenge_token: 'ch-1' } } });
    const result = await createAuthProvider().login({ email: 'ada@example.com', password: 'pw-long-enough' });

    expect(result).toEqual({ redirectTo: false, step: 'enrol', challengeToken: 'ch-1' });
    expect(calls[0].url).toBe('/v1/admin/auth/login');
    expect(jsonBody(calls[0])).toEqual({ email: 'ada@example.com', password: 'pw-long-enough' });
    expect(staffSession.read()).toBeNull();
  });

  it('reports wrong credentials with the API message and stays signed out', async () => {
    stubFetch({ status: 401, body: { message: 'Invalid email or password' } });
    await expect(createAuthProvider().login({ email: 'a@b.c', password: 'nope' })).rejects.toMatchObject({
      message: 'Invalid email or password',
      status: 401,
    });
    expect(staffSession.read()).toBeNull();
  });

  it('fetches the TOTP secret for enrolment', async () => {
    const calls = stubFetch({
      body: {
        data: { secret: 'JBSWY3DP', otpauth_url: 'otpauth://totp/x', qr_code_data_url: 'data:image/png;base64,x' },
      },
    });
    const enrolment = await createAuthProvider().startEnrolment('ch-1');
    expect(enrolment).toEqual({
      secret: 'JBSWY3DP',
      otpauthUrl: 'otpauth://totp/x',
      qrCodeDataUrl: 'data:image/png;base64,x',
    });
    expect(calls[0].url).toBe('/v1/admin/auth/totp/enrolment');
    expect(jsonBody(calls[0])).toEqual({ challenge_token: 'ch-1' });
  });

  it('signs in with a code, and holds the console back while recovery codes are shown', async () => {
    const calls = stubFetch({ body: { data: { ...sessionReply, recovery_codes: ['aaaa-bbbb', 'cccc-dddd'] } } });
    const provider = createAuthProvider();
    const result = await provider.login({ challengeToken: 'ch-1', code: '123456' });

    expect(jsonBody(calls[0])).toEqual({ challenge_token: 'ch-1', code: '123456' });
    expect(result).toEqual({ redirectTo: false, recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(await provider.getPermissions?.({})).toBe('moderator');
    expect(await provider.getIdentity?.()).toEqual({
      id: 's1',
      fullName: 'Ada Obi',
      email: 'ada@example.com',
      role: 'moderator',
    });
  });

  it('signs in with a recovery code and lets react-admin redirect', async () => {
    const calls = stubFetch({ body: { data: sessionReply } });
    expect(await createAuthProvider().login({ challengeToken: 'ch-2', recoveryCode: 'aaaa-bbbb' })).toBeUndefined();
    expect(jsonBody(calls[0])).toEqual({ challenge_token: 'ch-2', recovery_code: 'aaaa-bbbb' });
    expect(staffSession.read()?.token).toBe('staff-token');
  });

  it('refuses a wrong code with the field error from the API', async () => {
    stubFetch({ status: 400, body: { message: 'Invalid code', errors: { code: 'The code is wrong or expired' } } });
    await expect(createAuthProvider().login({ challengeToken: 'ch-1', code: '000000' })).rejects.toMatchObject({
      status: 400,
      body: { errors: { code: 'The code is wrong or expired' } },
    });
    expect(staffSession.read()).toBeNull();
  });

  it('signs out on 401 but not on 403', async () => {
    staffSession.write({ token: 't', expiresAt: '2099-01-01T00:00:00Z', staff: { ...staff, role: 'moderator' } });
    const provider = createAuthProvider();
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(staffSession.read()).not.toBeNull();
    await expect(provider.checkError({ status: 401 })).rejects.toThrow();
    expect(staffSession.read()).toBeNull();
    await expect(provider.checkAuth({})).rejects.toThrow();
  });

  it('logs out locally and revokes the token', async () => {
    staffSession.write({ token: 'to-revoke', expiresAt: '2099-01-01T00:00:00Z', staff: { ...staff, role: 'admin' } });
    const calls = stubFetch({ status: 204 });
    await createAuthProvider().logout({});
    expect(staffSession.read()).toBeNull();
    expect(calls[0].url).toBe('/v1/admin/auth/logout');
    expect(calls[0].headers.get('authorization')).toBe('Bearer to-revoke');
  });

  it('sets a password from an invitation link', async () => {
    const calls = stubFetch({ body: { data: {} } });
    await createAuthProvider().setPassword('invite-token', 'a long passphrase');
    expect(calls[0].url).toBe('/v1/admin/auth/set-password');
    expect(jsonBody(calls[0])).toEqual({ token: 'invite-token', password: 'a long passphrase' });
  });
});
