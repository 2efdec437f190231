import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { CONSENT_MESSAGES, PRIVACY_POLICY_VERSION, TERMS_VERSION, HEALTH_DATA_CONSENT_VERSION } from '@app/domain';
import { DonationEntity } from '@app/persistence';
import { recordDonationReceived } from '../payments/donation-outcomes.js';
import {
  eventually,
  IKEJA,
  journeyFixtures,
  latestMailToken,
  PNG,
  signInTestStaff,
  startTestApi,
  writtenMails,
  writtenSms,
  type JourneyFixtures,
  type Person,
  type TestApi,
} from '@test/api';
import { EXPORT_PARTS } from './queries/export-personal-data/personal-data-export.js';

const PASSWORD = 'my-data-my-rights-2026';

const identityOf = (firstName: string, lastName: string, email: string, phone: string): Identity => ({
  first_name: firstName,
  last_name: lastName,
  email,
  phone_number: phone,
});

interface Identity {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

describe('data rights: consent, export, deletion', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let lagosId: number;

  const em = () => api.app.get(EntityManager).fork();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  const register = (identity: Identity, extra: Record<string, unknown> = { privacy: true }) =>
    api
      .http()
      .post('/v1/auth/register')
      .send({ ...identity, password: PASSWORD, ...extra });

  const onboarding = (extra: Record<string, unknown> = { health_data_consent: true }) => ({
    gender: 'Male',
    dob: '1990-05-01',
    blood_group: 'A+',
    last_donation_date: null,
    state_id: lagosId,
    latitude: String(IKEJA.latitude),
    longitude: String(IKEJA.longitude),
    address: 'Allen Avenue, Ikeja',
    ...extra,
  });

  /** A person signed up, verified and onboarded through the API, as the app does it. */
  const signUp = async (identity: Identity): Promise<Person> => {
    await register(identity).expect(201);
    const token = latestMailToken(api.config.DATA_DIR, identity.email, '/verify-email');
    await api.http().post('/v1/auth/verify-email').send({ token }).expect(200);
    const login = await api.http().post('/v1/auth/login').send({ email: identity.email, password: PASSWORD });
    const session = login.body.data.token as string;
    await api.http().put('/v1/user').set(bearer(session)).send(onboarding()).expect(200);
    return { id: login.body.data.user.id, token: session, phone: identity.phone_number };
  };

  const createRequest = async (who: Person) =>
    (await api.http().post('/v1/requests').set(fixtures.auth(who)).send(fixtures.requestBody()).expect(201)).body.data
      .request.id as string;

  const accept = (who: Person, requestId: string) =>
    api.http().put(`/v1/requests/donor/${requestId}`).set(fixtures.auth(who)).send({ status: 'accepted' }).expect(200);

  const notificationTitles = async (who: Person) =>
    (await em().execute<{ title: string }[]>('select title from notification where user_id = ?', [who.id])).map(
      (row) => row.title,
    );

  const pushSubscription = (name: string) =>
    JSON.stringify({
      endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
      keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') },
    });

  /** A Web Push subscription of the person's phone, as the app registers it. */
  const subscribeToPush = (who: Person, name: string) =>
    api
      .http()
      .post('/v1/user/notification/token')
      .set(fixtures.auth(who))
      .send({ device_id: `${name}-phone`, notification_token: pushSubscription(name) })
      .expect((response) => expect(response.status).toBeLessThan(300));

  /** A money donation made with this email, received (its receipt event goes through the outbox). */
  const moneyDonation = async (identity: Identity) => {
    const fork = em();
    const [service] = await fork.execute<{ id: number }[]>('select id from payment_service order by id limit 1');
    await fork.transactional(async (tx) => {
      const donation = tx.create(DonationEntity, {
        reference: `rights-${randomUUID()}`,
        service: service!.id,
        provider: 'sandbox',
        name: `${identity.first_name} ${identity.last_name}`,
        email: identity.email,
        phoneNumber: identity.phone_number,
        amount: '5000.00',
        currency: 'NGN',
        redirectUrl: 'http://localhost:3000/donate/complete',
        status: 'successful',
        paidAt: new Date(),
      });
      recordDonationReceived(tx, donation, 'sandbox-transaction');
    });
  };

  beforeAll(async () => {
    api = await startTestApi({
      SEARCH_WAVE_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'error',
      RATE_LIMIT_REGISTER_IP: '100/600',
    });
    fixtures = await journeyFixtures(api);
    lagosId = fixtures.states.Lagos!.id;
  });
  afterAll(() => api.close());

  it('records the accepted terms and privacy policy at sign-up, and health-data consent at onboarding', async () => {
    const identity = identityOf('Kemi', 'Consent', 'kemi.consent@example.com', '2347031112222');
    const unticked = await register(identity, {}).expect(400);
    expect(unticked.body.errors).toEqual({ privacy: 'You must accept the privacy policy' });
    await register(identity, { privacy: 'true' }).expect(400);

    await register(identity).expect(201);
    await api
      .http()
      .post('/v1/auth/verify-email')
      .send({ token: latestMailToken(api.config.DATA_DIR, identity.email, '/verify-email') })
      .expect(200);
    const session = (await api.http().post('/v1/auth/login').send({ email: identity.email, password: PASSWORD })).body
      .data.token as string;

    const refused = await api.http().put('/v1/user').set(bearer(session)).send(onboarding({})).expect(400);
    expect(refused.body.errors).toEqual({ health_data_consent: CONSENT_MESSAGES.healthDataRequired });
    expect((await api.http().get('/v1/user').set(bearer(session))).body.data.user).toMatchObject({
      onboarded: false,
      blood_group: null,
    });

    await api.http().put('/v1/user').set(bearer(session)).send(onboarding()).expect(200);
    const exported = await api.http().get('/v1/user/export').set(bearer(session)).expect(200);
    expect(exported.body.consents).toEqual([
      expect.objectContaining({ kind: 'terms', version: TERMS_VERSION, withdrawn_at: null }),
      expect.objectContaining({ kind: 'privacy_policy', version: PRIVACY_POLICY_VERSION, withdrawn_at: null }),
      expect.objectContaining({ kind: 'health_data', version: HEALTH_DATA_CONSENT_VERSION, withdrawn_at: null }),
    ]);
  });

  /** An appeal that reached the person, and their "I'm coming" to it, with this donor code. */
  const comingToAnAppeal = async (donorId: string, code: string) => {
    const [appeal] = await em().execute<{ id: string }[]>(
      `insert into appeal (id, hospital_id, state_id, blood_groups, area_kind, units_wanted, per_hour, margin_percent,
                           until, reason, coming_count, created_at, updated_at)
       select gen_random_uuid(), id, state_id, '{A+}', 'state', 1, 4, 20, now() + interval '2 hours', 'Flood', 1,
              now(), now() from hospital where id = ? returning id`,
      [fixtures.lasuth],
    );
    await em().execute(`insert into appeal_recipient (appeal_id, donor_id, reached_at) values (?, ?, now())`, [
      appeal!.id,
      donorId,
    ]);
    await em().execute(
      `insert into appeal_response (id, appeal_id, donor_id, slot_start, donor_code, created_at)
       values (gen_random_uuid(), ?, ?, date_trunc('hour', now()), ?, now())`,
      [appeal!.id, donorId, code],
    );
    return appeal!.id;
  };

  it('exports every kind of record held about the person as one JSON attachment', async () => {
    const identity = identityOf('Tunde', 'Exporter', 'tunde.exporter@example.com', '2347033334444');
    const me = await signUp(identity);
    const recipient = await fixtures.person('ExportRecipient', { bloodGroup: 'B+' });

    // A request of their own, and a donation to someone else's: match, reminder, notifications, stats.
    await createRequest(me);
    const theirs = await createRequest(recipient);
    const matchId = (await accept(me, theirs)).body.data.match_id as string;
    await api.http().put(`/v1/requests/matches/${matchId}/confirm`).set(fixtures.auth(recipient)).expect(200);
    await api
      .http()
      .post('/v1/feedbacks')
      .set(fixtures.auth(me))
      .send({
        type: 'Donor',
        request_id: theirs,
        name: 'Recipient',
        hospital: 'LASUTH',
        description: 'Went well',
        outcome: 'successful_donation',
      })
      .expect(201);
    await api
      .http()
      .post('/v1/feedbacks/testimonials')
      .set(fixtures.auth(me))
      .send({
        type: 'donor',
        name: 'Tunde E.',
        state: 'Lagos',
        summary: 'I gave blood at LASUTH.',
        aftermath: 'I felt proud.',
        reason: 'A neighbour needed it.',
        lesson: 'It takes an hour.',
        consent: true,
      })
      .expect(201);
    await api
      .http()
      .post('/v1/feedbacks/report-abuse')
      .set(fixtures.auth(me))
      .send({ name: 'Someone Rude', description: 'Asked for money.' })
      .expect(201);
    await subscribeToPush(me, 'tunde');
    await comingToAnAppeal(me.id, 'HW3R9X');
    // A verification code sent to their phone: the pending code and the text message.
    await api.http().post('/v1/user/phone/code').set(fixtures.auth(me)).expect(201);
    await moneyDonation(identity);
    await eventually(
      () => notificationTitles(me),
      (titles) => titles.length > 0,
    );
    await eventually(
      () => em().execute<{ n: number }[]>('select count(*)::int as n from donor_donation where donor_id = ?', [me.id]),
      ([row]) => row!.n > 0,
    );
    await eventually(
      () => em().execute<{ n: number }[]>('select count(*)::int as n from reminder where user_id = ?', [me.id]),
      ([row]) => row!.n > 0,
    );

    const exported = await api.http().get('/v1/user/export').set(fixtures.auth(me)).expect(200);
    expect(exported.headers['content-type']).toContain('application/json');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="blood-match-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(exported.headers['cache-control']).toBe('no-store');
    const document = exported.body;
    expect(document).toMatchObject({
      format: 'blood-match-personal-data',
      profile: { id: me.id, email: identity.email, phone_number: identity.phone_number, blood_group: 'A+' },
    });
    const expectedEmpty = ['declined_requests', 'partnership_messages', 'advocate_applications'];
    for (const part of EXPORT_PARTS.filter((name) => name !== 'donation_stats' && !expectedEmpty.includes(name)))
      expect([part, document[part].length > 0]).toEqual([part, true]);
    expect(document.donation_stats).toMatchObject({ confirmed_count: 1 });
    expect(document.matches[0]).toMatchObject({ id: matchId, request_id: theirs, status: 'confirmed' });
    expect(document.appeal_responses).toEqual([
      expect.objectContaining({ hospital: 'Lagos State University Teaching Hospital', donor_code: 'HW3R9X' }),
    ]);
    expect(document.money_donations[0]).toMatchObject({ email: identity.email, amount: '5000.00' });
    // The push subscription is named, its keys are not.
    expect(document.push_subscriptions).toEqual([{ device_id: 'tunde-phone', updated_at: expect.any(String) }]);
    expect(JSON.stringify(document)).not.toContain('p256dh');
    // Nothing of the other side: the recipient's phone stays theirs.
    expect(JSON.stringify(document)).not.toContain(recipient.phone);
  });

  it('deletes an account: open requests close, accepted places are released and told, no identity remains', async () => {
    const identity = identityOf('Adaezerights', 'Nwachukwuerase', 'adaeze.erase@example.com', '2347061234567');
    const me = await signUp(identity);
    const seeker = await fixtures.person('Seeker', { bloodGroup: 'B+' });
    const helper = await fixtures.person('Helper', { bloodGroup: 'A+' });

    await api.http().put('/v1/user').set(fixtures.auth(me)).attach('image', PNG, 'me.png').expect(200);
    await subscribeToPush(me, 'adaeze');
    const appealId = await comingToAnAppeal(me.id, 'KQ7M2P');
    await api.http().post('/v1/auth/login').send({ email: identity.email, password: 'not-my-password' }).expect(401);
    await moneyDonation(identity);
    // Staff acted on them: the audit log, which cannot be edited, must not have kept their name.
    const moderator = await signInTestStaff(api, 'moderator');
    const staff = { authorization: `Bearer ${moderator.token}` };
    await api.http().post(`/v1/admin/users/${me.id}/warn`).set(staff).send({ reason: 'Rude messages.' }).expect(200);
    await api.http().post(`/v1/admin/users/${me.id}/reveal-contact`).set(staff).expect(200);

    // They accepted a stranger's request, and a donor accepted theirs.
    const seekersRequest = await createRequest(seeker);
    await accept(me, seekersRequest);
    const myRequest = await createRequest(me);
    await accept(helper, myRequest);
    await eventually(
      () => notificationTitles(me),
      (titles) => titles.includes('A donor accepted your request'),
    );

    const wrong = await api
      .http()
      .delete('/v1/user')
      .set(fixtures.auth(me))
      .send({ password: 'not-my-password' })
      .expect(400);
    expect(wrong.body.errors).toEqual({ password: 'That password is not correct; your account was not deleted' });
    await api.http().get('/v1/user').set(fixtures.auth(me)).expect(200);

    const deleted = await api.http().delete('/v1/user').set(fixtures.auth(me)).send({ password: PASSWORD }).expect(200);
    expect(deleted.body).toEqual({
      data: { requests_closed: 1, matches_released: 1 },
      message: 'Your account has been deleted',
    });
    await api.http().get('/v1/user').set(fixtures.auth(me)).expect(401);
    // Their place in the appeal is free again.
    const [freed] = await em().execute<{ coming_count: number; status: string }[]>(
      `select a.coming_count, r.status from appeal a join appeal_response r on r.appeal_id = a.id where a.id = ?`,
      [appealId],
    );
    expect(freed).toEqual({ coming_count: 0, status: 'cancelled' });

    // The stranger's request is open again and its recipient is told; the donor of theirs is released and told.
    const seekers = (await api.http().get('/v1/requests').set(fixtures.auth(seeker)).expect(200)).body.data.requests;
    expect(seekers.find((request: { id: string }) => request.id === seekersRequest)).toMatchObject({
      status: 'pending',
      matches: [],
    });
    expect(
      await eventually(
        () => notificationTitles(seeker),
        (titles) => titles.includes('A donor can no longer come'),
      ),
    ).toContain('A donor can no longer come');
    expect(
      await eventually(
        () => notificationTitles(helper),
        (titles) => titles.includes('A request you accepted was closed'),
      ),
    ).toContain('A request you accepted was closed');
    const helpersPending = await api
      .http()
      .get('/v1/requests/donations?status=pending')
      .set(fixtures.auth(helper))
      .expect(200);
    expect(helpersPending.body.data.donations).toEqual([]);

    // The profile photo is gone from storage.
    const photos = join(api.config.DATA_DIR, 'uploads', 'profile-images', me.id);
    expect(readdirSync(photos, { withFileTypes: true }).filter((entry) => entry.isFile())).toEqual([]);

    // Nothing identifying in any text column of any table.
    const columns = await em().execute<{ table_name: string; column_name: string }[]>(
      `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      for (const needle of [identity.email, identity.phone_number, identity.first_name, identity.last_name]) {
        const [row] = await em().execute<{ n: number }[]>(
          `select count(*)::int as n from "${table}" where strpos(lower("${column}"::text), lower(?)) > 0`,
          [needle],
        );
        if (row!.n > 0) found.push(`${table}.${column}: ${needle}`);
      }
    }
    expect(found).toEqual([]);
    // Nor in the copies of mail written to disk (verification link, donation receipt).
    expect(writtenMails(api.config.DATA_DIR).filter((mail) => mail.to.includes(identity.email))).toEqual([]);

    // What the figures count stays, without identity.
    const [kept] = await em().execute<{ users: number; requests: number; audit: number }[]>(
      `select (select count(*)::int from app_user where id = ? and deleted_at is not null) as users,
              (select count(*)::int from blood_request where requester_id = ?) as requests,
              (select count(*)::int from audit_log where record_id = ?) as audit`,
      [me.id, me.id, me.id],
    );
    expect(kept).toEqual({ users: 1, requests: 1, audit: 2 });

    // The old password opens nothing (a check made after the scan: the failed attempt is counted under the address).
    await api.http().post('/v1/auth/login').send({ email: identity.email, password: PASSWORD }).expect(401);
    // The address is free again.
    await register(identity).expect(201);
  });

  it("deletes the texts written to disk for every number the account had, and no one else's", async () => {
    const identity = identityOf('Chidiphone', 'Okaforerase', 'chidi.erase@example.com', '2348031230001');
    const me = await signUp(identity);
    const neighbour = await signUp(identityOf('Bisiphone', 'Adeyemikeep', 'bisi.keep@example.com', '2348031230002'));
    // A code to the first number, then the number changed and a code to the new one.
    await api.http().post('/v1/user/phone/code').set(fixtures.auth(me)).expect(201);
    await api.http().put('/v1/user/phone').set(fixtures.auth(me)).send({ phone_number: '08061230003' }).expect(200);
    await api.http().post('/v1/user/phone/code').set(fixtures.auth(me)).expect(201);
    await api.http().post('/v1/user/phone/code').set(fixtures.auth(neighbour)).expect(201);
    const numbers = ['2348031230001', '2348061230003'];
    expect(numbers.map((to) => writtenSms(api.config.DATA_DIR, to).length)).toEqual([1, 1]);

    await api.http().delete('/v1/user').set(fixtures.auth(me)).send({ password: PASSWORD }).expect(200);

    expect(numbers.map((to) => writtenSms(api.config.DATA_DIR, to).length)).toEqual([0, 0]);
    expect(writtenSms(api.config.DATA_DIR, '2348031230002')).toHaveLength(1);
  });
});
