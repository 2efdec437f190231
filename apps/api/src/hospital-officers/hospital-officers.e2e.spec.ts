import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { totpCode } from '@app/auth';
import {
  bearer,
  notOfficers,
  officerInvitationToken,
  signInTestOfficer,
  STAFF_PASSWORD,
  startOfficerTestbed,
  type TestCaller,
  type OfficerTestbed,
  type Person,
} from '@test/api';

/** Staff invite officers to verified hospitals; officers sign in like staff and hold a token good only here. */
describe('hospital officers', () => {
  // Set in beforeAll; the tests below read them.
  let { api, fixtures, staff, officer } = {} as OfficerTestbed;
  let user: Person;

  beforeAll(async () => {
    ({ api, fixtures, staff, officer } = await startOfficerTestbed());
    user = await fixtures.person('Bola');
  });
  afterAll(() => api.close());

  it('invites an officer to a verified hospital only, audited, and signs them in with password and code', async () => {
    const me = await api.http().get('/v1/hospital/auth/me').set(bearer(officer.token)).expect(200);
    expect(me.body.data).toMatchObject({
      email: officer.email,
      role: 'blood_bank_officer',
      hospital: { id: fixtures.lasuth, name: 'Lagos State University Teaching Hospital' },
    });
    expect((await fixtures.auditTrail(officer.id)).map((row) => row.action)).toEqual([
      'hospital_officer.invited',
      'hospital_officer.password_set',
      'hospital_officer.signed_in',
    ]);
    expect((await fixtures.auditTrail(officer.id))[0]!.actor_id).toBe(staff.id);

    const listed = await fixtures.hospital('Unchecked Clinic', { status: 'listed' });
    const refused = await api
      .http()
      .post('/v1/admin/hospital-officers')
      .set(bearer(staff.token))
      .send({ hospital_id: listed, email: 'nurse@unchecked.example.org', name: 'Nurse', role: 'nurse_in_charge' })
      .expect(400);
    expect(refused.body.errors.hospital_id).toBe('Officers can only be invited to a verified hospital');
    await api
      .http()
      .post('/v1/admin/hospital-officers')
      .set(bearer(staff.token))
      .send({ hospital_id: fixtures.lasuth, email: officer.email, name: 'Again', role: 'nurse_in_charge' })
      .expect(409);
    await api
      .http()
      .post('/v1/admin/hospital-officers')
      .set(bearer(user.token))
      .send({ hospital_id: fixtures.lasuth, email: 'x@example.org', name: 'X', role: 'nurse_in_charge' })
      .expect(401);

    const list = await api
      .http()
      .get('/v1/admin/hospital-officers')
      .query({ filter: JSON.stringify({ hospital_id: fixtures.lasuth }) })
      .set(bearer(staff.token))
      .expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: officer.id,
        hospital: 'Lagos State University Teaching Hospital',
        disabled: false,
      }),
    ]);
  });

  it("keeps officers' and staff sign-ins apart: neither flow knows the other's accounts or challenges", async () => {
    await api
      .http()
      .post('/v1/hospital/auth/login')
      .send({ email: officer.email, password: 'not the password' })
      .expect(401);
    // A staff sign-in flow does not know officers, nor officers' challenges.
    await api.http().post('/v1/admin/auth/login').send({ email: officer.email, password: STAFF_PASSWORD }).expect(401);
    const login = await api
      .http()
      .post('/v1/hospital/auth/login')
      .send({ email: officer.email, password: STAFF_PASSWORD })
      .expect(200);
    expect(login.body.data.step).toBe('totp');
    await api
      .http()
      .post('/v1/admin/auth/totp')
      .send({ challenge_token: login.body.data.challenge_token, code: totpCode(officer.secret) })
      .expect(401);
    const wrong = await api
      .http()
      .post('/v1/hospital/auth/totp')
      .send({ challenge_token: login.body.data.challenge_token, code: totpCode(officer.secret, Date.now() - 600_000) })
      .expect(401);
    expect(wrong.body.message).toBe('That code is not right');
  });

  describe('hospital routes take an officer token only', () => {
    const routes = [
      { method: 'get', path: '/v1/hospital/auth/me' },
      { method: 'post', path: '/v1/hospital/auth/logout' },
    ] as const;
    const callers: TestCaller[] = [
      ...notOfficers(() => ({ api, fixtures, staff, officer })),
      [
        'an officer whose hospital was suspended',
        async () => {
          const hospital = await fixtures.hospital('Soon Suspended Hospital');
          const other = await signInTestOfficer(api, staff, hospital);
          await api
            .http()
            .post(`/v1/admin/hospitals/${hospital}/suspend`)
            .set(bearer(staff.token))
            .send({ reason: 'Closed' })
            .expect(200);
          return bearer(other.token);
        },
      ],
    ];
    it.each(callers)('refuses %s on every hospital route', async (_who, headers) => {
      const set = await headers();
      for (const route of routes) await api.http()[route.method](route.path).set(set).expect(401);
    });

    it("refuses an officer's token on the user and staff APIs", async () => {
      await api.http().get('/v1/user').set(bearer(officer.token)).expect(401);
      await api.http().get('/v1/admin/auth/me').set(bearer(officer.token)).expect(401);
      await api.http().get('/v1/admin/hospital-officers').set(bearer(officer.token)).expect(401);
    });
  });

  it('disabling an officer is audited and ends their sessions; a used invitation link is spent', async () => {
    const other = await signInTestOfficer(api, staff, fixtures.lasuth);
    await api.http().get('/v1/hospital/auth/me').set(bearer(other.token)).expect(200);
    const disabled = await api
      .http()
      .put(`/v1/admin/hospital-officers/${other.id}`)
      .set(bearer(staff.token))
      .send({ disabled: true })
      .expect(200);
    expect(disabled.body.disabled).toBe(true);
    await api
      .http()
      .put(`/v1/admin/hospital-officers/${other.id}`)
      .set(bearer(staff.token))
      .send({ disabled: false })
      .expect(200);
    // Enabled again, the old session stays ended: they sign in anew.
    await api.http().get('/v1/hospital/auth/me').set(bearer(other.token)).expect(401);
    expect((await fixtures.auditTrail(other.id)).map((row) => row.action).slice(-2)).toEqual([
      'hospital_officer.disabled',
      'hospital_officer.enabled',
    ]);
    await api
      .http()
      .post('/v1/hospital/auth/set-password')
      .send({ token: officerInvitationToken(api, other.email), password: 'another passphrase here' })
      .expect(400);
  });
});
