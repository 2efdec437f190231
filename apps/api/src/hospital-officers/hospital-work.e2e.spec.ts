import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatDonorCode } from '@app/domain';
import {
  bearer,
  eventually,
  notOfficers,
  signInTestOfficer,
  startOfficerTestbed,
  type OfficerTestbed,
  type Person,
  type SignedInOfficer,
} from '@test/api';

const LASUTH = 'Lagos State University Teaching Hospital';

/**
 * What officers do for their hospital: see its requests, vouch for them, record donations by the donor's code (the
 * recipient's confirmation, once whoever confirms first), report no-shows and close requests; and nobody else may.
 */
describe("hospital officers' work", () => {
  // Set in beforeAll; the tests below read them.
  let { api, fixtures, staff, officer } = {} as OfficerTestbed;
  let elsewhere: SignedInOfficer;
  let otherHospital: string;

  beforeAll(async () => {
    ({ api, fixtures, staff, officer } = await startOfficerTestbed({
      RATE_LIMIT_REQUEST_IP: '1000/60',
      SEARCH_WAVE_INTERVAL_SECONDS: '0',
      HOSPITAL_WRONG_CODE_LIMIT: '3/3600',
    }));
    otherHospital = await fixtures.hospital('Federal Medical Centre Ebute Metta');
    elsewhere = await signInTestOfficer(api, staff, otherHospital);
  });
  afterAll(() => api.close());

  let people = 0;
  const person = (name: string) => fixtures.person(`${name}${(people += 1)}`);

  /** A request at `hospital` that a donor accepted: its ids and the donor's code. */
  const acceptedMatch = async (hospital = fixtures.lasuth, donor?: Person) => {
    const recipient = await person('Recipient');
    const giver = donor ?? (await person('Donor'));
    const created = await api
      .http()
      .post('/v1/requests')
      .set(fixtures.auth(recipient))
      .send(fixtures.requestBody({ hospital_id: hospital }))
      .expect(201);
    const requestId = created.body.data.request.id as string;
    // Targeted directly: which donors the search picks is the search's own test.
    await fixtures.em().execute(
      `insert into blood_request_target (request_id, donor_id, wave, radius_km, distance_km, targeted_at)
       values (?, ?, 1, 10, 2, now()) on conflict do nothing`,
      [requestId, giver.id],
    );
    const accepted = await api
      .http()
      .put(`/v1/requests/donor/${requestId}`)
      .set(fixtures.auth(giver))
      .send({ status: 'accepted' })
      .expect(200);
    return {
      recipient,
      donor: giver,
      requestId,
      matchId: accepted.body.data.match_id as string,
      code: accepted.body.data.donor_code as string,
      reminder: accepted.body.data.reminder as { ics: string; google: string },
    };
  };
  const record = (who: { token: string }, code: string) =>
    api.http().post('/v1/hospital/donations').set(bearer(who.token)).send({ code });
  const recipientConfirms = (recipient: Person, matchId: string) =>
    api.http().put(`/v1/requests/matches/${matchId}/confirm`).set(fixtures.auth(recipient));
  const hospitalRequests = async (who: { token: string }, status = 'open') =>
    (await api.http().get(`/v1/hospital/requests?status=${status}`).set(bearer(who.token)).expect(200)).body.data as {
      id: string;
      status: string;
      units: number;
      genuine_confirmed_at: string | null;
      matches: { id: string; status: string; confirmed_by: string | null; no_show_at: string | null }[];
    }[];
  const confirmations = (matchId: string) =>
    fixtures
      .em()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from outbox_message where message_type = 'blood-request.donation-confirmed' and payload->>'match_id' = ?`,
        [matchId],
      )
      .then((rows) => rows[0]!.n);
  const credits = (matchId: string) =>
    fixtures
      .em()
      .execute<{ n: number }[]>(`select count(*)::int as n from airtime_credit where match_id = ?`, [matchId])
      .then((rows) => rows[0]!.n);
  const noticeTitles = async (person: Person) =>
    (
      (await api.http().get('/v1/notifications?limit=50').set(fixtures.auth(person)).expect(200)).body.data
        .notifications as { title: string }[]
    ).map((notification) => notification.title);
  const historyOf = async (donor: Person) =>
    (await api.http().get('/v1/requests/donor/history').set(fixtures.auth(donor)).expect(200)).body.data.donations as {
      id: string;
      confirmed_by: string | null;
      donor_code: string | null;
    }[];

  describe('every hospital route takes its own officer only', () => {
    /** The public steps of signing in; every other /v1/hospital route of the document is an officer's. */
    const PUBLIC = ['/v1/hospital/auth/login', '/v1/hospital/auth/totp/enrolment', '/v1/hospital/auth/totp'];
    const officerRoutes = () =>
      Object.entries(api.openApi.paths)
        .filter(([path]) => path.startsWith('/v1/hospital/') && !PUBLIC.includes(path))
        .filter(([path]) => path !== '/v1/hospital/auth/set-password')
        .flatMap(([path, item]) =>
          Object.keys(item as object).map((method) => ({
            method: method as 'get' | 'post' | 'put' | 'patch' | 'delete',
            path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
          })),
        );

    const refused = notOfficers(() => ({ api, fixtures, staff, officer }));
    it.each(refused)('refuses %s on every hospital route', async (_who, headers) => {
      const set = await headers();
      const routes = officerRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(7);
      for (const route of routes) {
        const reply = await api.http()[route.method](route.path).set(set).send({});
        expect([route.method, route.path, reply.status]).toEqual([route.method, route.path, 401]);
      }
    });

    it("lets the hospital's own officer act, and an officer of another hospital neither see nor touch it", async () => {
      const open = await acceptedMatch();
      const late = await acceptedMatch();
      await fixtures
        .em()
        .execute(`update blood_request set needed_at = now() - interval '2 hours' where id = ?`, [late.requestId]);
      const toClose = await acceptedMatch();
      const calls: {
        route: string;
        call: (who: { token: string }) => Promise<{ status: number; body: { data: unknown } }>;
        own: number;
        other: number;
      }[] = [
        {
          route: 'GET /v1/hospital/auth/me',
          call: (who) => api.http().get('/v1/hospital/auth/me').set(bearer(who.token)),
          own: 200,
          other: 200,
        },
        {
          route: 'GET /v1/hospital/requests',
          call: (who) => api.http().get('/v1/hospital/requests').set(bearer(who.token)),
          own: 200,
          other: 200,
        },
        {
          route: 'POST /v1/hospital/requests/:id/genuine',
          call: (who) =>
            api.http().post(`/v1/hospital/requests/${open.requestId}/genuine`).set(bearer(who.token)).send({}),
          own: 200,
          other: 404,
        },
        {
          route: 'POST /v1/hospital/donations',
          call: (who) => record(who, open.code),
          own: 200,
          other: 404,
        },
        {
          route: 'POST /v1/hospital/matches/:id/no-show',
          call: (who) => api.http().post(`/v1/hospital/matches/${late.matchId}/no-show`).set(bearer(who.token)),
          own: 200,
          other: 404,
        },
        {
          route: 'POST /v1/hospital/requests/:id/close',
          call: (who) =>
            api
              .http()
              .post(`/v1/hospital/requests/${toClose.requestId}/close`)
              .set(bearer(who.token))
              .send({ reason: 'Patient discharged' }),
          own: 200,
          other: 404,
        },
      ];
      for (const { route, call, own, other } of calls) {
        const theirs = await call(elsewhere);
        expect([route, theirs.status]).toEqual([route, other]);
        const ours = await call(officer);
        expect([route, ours.status]).toEqual([route, own]);
      }
      const me = await api.http().get('/v1/hospital/auth/me').set(bearer(elsewhere.token)).expect(200);
      expect(me.body.data.hospital.id).toBe(otherHospital);
      // The donation recorded, the request is received: it lists as closed, to its own hospital only.
      for (const status of ['open', 'closed']) {
        const theirs = await hospitalRequests(elsewhere, status);
        expect(theirs.map((request) => request.id)).not.toContain(open.requestId);
      }
      expect((await hospitalRequests(officer, 'closed')).map((request) => request.id)).toContain(open.requestId);

      // Signing out ends that session only.
      const leaving = await signInTestOfficer(api, staff, fixtures.lasuth);
      await api.http().post('/v1/hospital/auth/logout').set(bearer(leaving.token)).expect(200);
      await api.http().get('/v1/hospital/requests').set(bearer(leaving.token)).expect(401);
      await api.http().get('/v1/hospital/requests').set(bearer(officer.token)).expect(200);
    });
  });

  it("never shows an officer a donor's or requester's phone, email or address", async () => {
    const { donor, recipient, code } = await acceptedMatch();
    const [contacts] = await fixtures
      .em()
      .execute<{ email: string; phone_number: string; address: string }[]>(
        `select email, phone_number, address from app_user where id = ?`,
        [donor.id],
      );
    const [recipientContacts] = await fixtures
      .em()
      .execute<{ email: string }[]>(`select email from app_user where id = ?`, [recipient.id]);
    const replies = [
      (await api.http().get('/v1/hospital/requests').set(bearer(officer.token)).expect(200)).body,
      (await record(officer, code).expect(200)).body,
      (await api.http().get('/v1/hospital/requests?status=closed').set(bearer(officer.token)).expect(200)).body,
    ];
    const json = JSON.stringify(replies);
    for (const secret of [
      contacts!.email,
      contacts!.phone_number,
      recipient.phone,
      recipientContacts!.email,
      `"${contacts!.address}"`,
      'phone',
      'email',
      'address',
    ]) {
      expect(json).not.toContain(secret);
    }
    const listed = replies[0].data.flatMap((request: { matches: { donor_name: string }[] }) => request.matches);
    expect(listed.every((match: { donor_name: string }) => /^Donor\d+ T\.$/.test(match.donor_name))).toBe(true);
  });

  describe("recording a donation by the donor's code", () => {
    it('gives the donor a code on accepting, in their match, history and calendar entry', async () => {
      const { donor, requestId, code, reminder } = await acceptedMatch();
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      const match = await api.http().get(`/v1/requests/donor/${requestId}/match`).set(fixtures.auth(donor)).expect(200);
      expect(match.body.data.match.donor_code).toBe(code);
      expect(new URL(reminder.google).searchParams.get('details')).toContain(`Donor code: ${formatDonorCode(code)}`);
      const ics = await eventually(
        async () => (await api.http().get(new URL(reminder.ics).pathname + new URL(reminder.ics).search)).text,
        (text) => text.includes('Donor code'),
      );
      expect(ics.replace(/\r\n /g, '')).toContain(`Donor code: ${formatDonorCode(code)}`);
    });

    it('records the donation once, as the recipient would, and tells the donor it reached the hospital', async () => {
      const { donor, requestId, matchId, code } = await acceptedMatch();
      // Typed as people type it: lower case, with the dash, with spaces.
      const recorded = await record(officer, ` ${formatDonorCode(code).toLowerCase()} `).expect(200);
      expect(recorded.body).toMatchObject({
        message: 'Donation recorded',
        data: { match_id: matchId, request_id: requestId, hospital: LASUTH, already_recorded: false },
      });
      expect(recorded.body.data.donor_name).toMatch(/^Donor\d+ T\.$/);
      const [row] = await fixtures
        .em()
        .execute<{ last_donation_date: string }[]>(`select last_donation_date::text from app_user where id = ?`, [
          donor.id,
        ]);
      expect(row!.last_donation_date).not.toBeNull();
      expect(await confirmations(matchId)).toBe(1);
      expect(await fixtures.auditTrail(matchId)).toEqual([
        { action: 'donation_match.donation_recorded', actor_id: officer.id },
      ]);

      const again = await record(officer, code).expect(404);
      expect(again.body).toMatchObject({
        code: 'donor_code_unknown',
        message: 'No donation at your hospital has this code. Check the code with the donor',
      });
      expect(await confirmations(matchId)).toBe(1);

      const history = await historyOf(donor);
      expect(history.find((item) => item.id === matchId)).toMatchObject({ confirmed_by: 'hospital', donor_code: code });
      const titles = await eventually(
        () => noticeTitles(donor),
        (list) => list.includes(`Your blood reached ${LASUTH}`),
      );
      expect(titles).toContain(`Your blood reached ${LASUTH}`);
      expect(titles).not.toContain('Thank you for donating');
      const [listed] = (await hospitalRequests(officer, 'closed')).filter((request) => request.id === requestId);
      expect(listed!.matches).toEqual([expect.objectContaining({ id: matchId, confirmed_by: 'hospital' })]);
    });

    it("refuses another hospital's code and counts wrong codes: past the limit, even a right code waits", async () => {
      const counted = await signInTestOfficer(api, staff, fixtures.lasuth);
      const theirs = await acceptedMatch(otherHospital);
      const ours = await acceptedMatch();
      await record(counted, theirs.code).expect(404);
      await record(counted, 'ZZZZZZ').expect(404);
      const malformed = await record(counted, 'not a code').expect(404);
      expect(malformed.body.code).toBe('donor_code_unknown');
      const limited = await record(counted, ours.code).expect(429);
      expect(limited.body.message).toBe('Too many wrong donor codes, please try again within 60 minutes');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await confirmations(ours.matchId)).toBe(0);
      // Another officer's budget is their own; a right code costs nothing.
      for (let i = 0; i < 4; i++) {
        const fresh = await acceptedMatch();
        await record(officer, fresh.code).expect(200);
      }
      await record(officer, ours.code).expect(200);
      await record(officer, '').expect(400);
    });

    it('names the donor and patient of a right code before recording, counting wrong codes and showing no contact', async () => {
      const counted = await signInTestOfficer(api, staff, fixtures.lasuth);
      const preview = (code: string) =>
        api.http().get('/v1/hospital/donations/preview').query({ code }).set(bearer(counted.token));
      const ours = await acceptedMatch();
      const theirs = await acceptedMatch(otherHospital);
      // A right code costs nothing, however often it is looked up.
      for (let i = 0; i < 4; i++) await preview(formatDonorCode(ours.code).toLowerCase()).expect(200);
      const shown = await preview(ours.code).expect(200);
      expect(shown.body.data).toEqual({
        donor_name: expect.stringMatching(/^Donor\d+ T\.$/),
        patient_name: expect.stringMatching(/\S/),
        appeal_id: null,
        request_id: ours.requestId,
      });
      const [contacts] = await fixtures
        .em()
        .execute<{ email: string; phone_number: string }[]>(`select email, phone_number from app_user where id = ?`, [
          ours.donor.id,
        ]);
      const json = JSON.stringify(shown.body);
      for (const secret of [contacts!.email, contacts!.phone_number, ours.recipient.phone, 'phone', 'email'])
        expect(json).not.toContain(secret);
      expect(await confirmations(ours.matchId)).toBe(0);
      // Once recorded, the code is spent: the lookup says so as recording would.
      const spent = await acceptedMatch();
      await record(officer, spent.code).expect(200);
      await api
        .http()
        .get('/v1/hospital/donations/preview')
        .query({ code: spent.code })
        .set(bearer(officer.token))
        .expect(404);

      const unknown = await preview(theirs.code).expect(404);
      expect(unknown.body.code).toBe('donor_code_unknown');
      await preview('ZZZZZZ').expect(404);
      // The lookup and recording share one budget: the third wrong code is a recording's.
      await record(counted, 'not a code').expect(404);
      await preview(ours.code).expect(429);
      await record(counted, ours.code).expect(429);
      await preview('').expect(400);
    });

    it('recipient and officer confirming at once give one donation and at most one airtime credit', async () => {
      for (let round = 0; round < 3; round++) {
        const { recipient, matchId, code } = await acceptedMatch();
        const [byRecipient, byOfficer] = await Promise.all([
          recipientConfirms(recipient, matchId),
          record(officer, code),
        ]);
        expect([byRecipient.status, byOfficer.status]).toEqual([200, 200]);
        expect(await confirmations(matchId)).toBe(1);
        expect(await credits(matchId)).toBe(1);
        const [match] = await fixtures
          .em()
          .execute<{ status: string; confirmed_by: string }[]>(
            `select status, confirmed_by from donation_match where id = ?`,
            [matchId],
          );
        // The hospital saw the donor, whoever was first.
        expect(match).toEqual({ status: 'confirmed', confirmed_by: 'hospital' });
      }
    });

    it("after the recipient's confirmation, the officer's is already recorded and earns the airtime", async () => {
      const { recipient, donor, matchId, code } = await acceptedMatch();
      await recipientConfirms(recipient, matchId).expect(200);
      // At a hospital with an active officer, the recipient's confirmation counts the donation but earns nothing.
      expect(await credits(matchId)).toBe(0);
      const recorded = await record(officer, code).expect(200);
      expect(recorded.body).toMatchObject({
        message: 'This donation was already recorded',
        data: { already_recorded: true },
      });
      expect(await confirmations(matchId)).toBe(1);
      expect(await credits(matchId)).toBe(1);
      await record(officer, code).expect(404);
      await recipientConfirms(recipient, matchId).expect(200);
      expect(await confirmations(matchId)).toBe(1);
      // The donor heard the recipient's thanks first, and hears from the hospital once it recorded the donation.
      const reached = `Your blood reached ${LASUTH}`;
      const titles = await eventually(
        () => noticeTitles(donor),
        (list) => list.includes(reached) && list.includes('Thank you for donating'),
      );
      // Once, though the officer tried the code twice and the recipient confirmed twice.
      expect(titles.filter((title) => title === reached)).toHaveLength(1);
      const [told] = await fixtures
        .em()
        .execute<{ n: number }[]>(
          `select count(*)::int as n from outbox_message where message_type = 'blood-request.donation-recorded-at-hospital' and payload->>'match_id' = ?`,
          [matchId],
        );
      expect(told).toEqual({ n: 1 });
    });

    it("at a hospital without an officer, the recipient's confirmation still earns the airtime", async () => {
      const noOfficer = await fixtures.hospital('General Hospital Without Officers');
      const { recipient, matchId } = await acceptedMatch(noOfficer);
      await recipientConfirms(recipient, matchId).expect(200);
      expect(await credits(matchId)).toBe(1);
      await recipientConfirms(recipient, matchId).expect(409);
    });
  });

  it('vouches for a request: donors see "Confirmed by" the hospital, and the units are corrected', async () => {
    const { donor, requestId } = await acceptedMatch();
    const before = await api.http().get(`/v1/requests/donor/${requestId}/match`).set(fixtures.auth(donor)).expect(200);
    expect(before.body.data.match.request.confirmed_by_hospital).toBeNull();
    const confirmed = await api
      .http()
      .post(`/v1/hospital/requests/${requestId}/genuine`)
      .set(bearer(officer.token))
      .send({ units: 2 })
      .expect(200);
    expect(confirmed.body).toMatchObject({
      message: 'Request confirmed as genuine',
      data: { id: requestId, units: 2, status: 'pending', genuine_confirmed_at: expect.any(String) },
    });
    const after = await api.http().get(`/v1/requests/donor/${requestId}/match`).set(fixtures.auth(donor)).expect(200);
    expect(after.body.data.match.request.confirmed_by_hospital).toBe(LASUTH);
    const below = await api
      .http()
      .post(`/v1/hospital/requests/${requestId}/genuine`)
      .set(bearer(officer.token))
      .send({ units: 0 })
      .expect(400);
    expect(below.body.errors.units).toBeDefined();
  });

  it("reports a no-show only after the request's time", async () => {
    const { requestId, matchId } = await acceptedMatch();
    const early = await api
      .http()
      .post(`/v1/hospital/matches/${matchId}/no-show`)
      .set(bearer(officer.token))
      .expect(409);
    expect(early.body.code).toBe('no_show_too_early');
    await fixtures
      .em()
      .execute(`update blood_request set needed_at = now() - interval '1 hour' where id = ?`, [requestId]);
    const reported = await api
      .http()
      .post(`/v1/hospital/matches/${matchId}/no-show`)
      .set(bearer(officer.token))
      .expect(200);
    expect(reported.body.data.matches).toEqual([
      expect.objectContaining({ id: matchId, status: 'no_show', no_show_at: expect.any(String) }),
    ]);
    // A repeat is the same report: nothing changes.
    await api.http().post(`/v1/hospital/matches/${matchId}/no-show`).set(bearer(officer.token)).expect(200);
    expect(await fixtures.auditTrail(matchId)).toHaveLength(1);
  });

  describe('a no-show answers for the donor the same, once, whether the officer or the recipient reports it', () => {
    const pastNeed = (requestId: string) =>
      fixtures.em().execute(`update blood_request set needed_at = now() - interval '1 hour' where id = ?`, [requestId]);
    const officerReports = (matchId: string) =>
      api.http().post(`/v1/hospital/matches/${matchId}/no-show`).set(bearer(officer.token)).expect(200);
    const recipientReports = (recipient: Person, requestId: string, matchId: string) =>
      api.http().post('/v1/feedbacks').set(fixtures.auth(recipient)).send({
        type: 'Recipient',
        request_id: requestId,
        match_id: matchId,
        description: 'Never came',
        outcome: 'did_not_show_up',
      });
    const feedbackStatus = async (requestId: string) =>
      (
        await fixtures
          .em()
          .execute<{ status: string }[]>('select status from feedback where request_id = ? order by created_at', [
            requestId,
          ])
      ).map((row) => row.status);
    const suspensions = (donor: Person) =>
      fixtures
        .em()
        .execute<{ n: number; until: Date | null }[]>(
          `select (select count(*)::int from outbox_message where message_type = 'donor.suspended' and aggregate_id = u.id::text) as n,
                  u.suspended_until as until
             from app_user u where u.id = ?`,
          [donor.id],
        )
        .then((rows) => rows[0]!);

    it("two recipients' requests reported by officers suspend the donor, as two recipients' reports do", async () => {
      const donor = await person('Absent');
      const first = await acceptedMatch(fixtures.lasuth, donor);
      await pastNeed(first.requestId);
      await officerReports(first.matchId);
      expect(await suspensions(donor)).toEqual({ n: 0, until: null });
      // A first no-show goes to staff, with the recipients' flagged reports.
      expect(await feedbackStatus(first.requestId)).toEqual(['flagged']);
      const flagged = await api
        .http()
        .get('/v1/admin/flagged-feedback')
        .query({ filter: JSON.stringify({ outcome: 'did_not_show_up' }), range: '[0,99]' })
        .set(bearer(staff.token))
        .expect(200);
      expect(flagged.body).toContainEqual(
        expect.objectContaining({
          reporter: null,
          reported_by_hospital: LASUTH,
          reported_user: expect.objectContaining({ id: donor.id }),
          request: expect.objectContaining({ id: first.requestId }),
        }),
      );

      const second = await acceptedMatch(fixtures.lasuth, donor);
      await pastNeed(second.requestId);
      await officerReports(second.matchId);
      expect(await feedbackStatus(second.requestId)).toEqual([]);
      const { n, until } = await suspensions(donor);
      expect(n).toBe(1);
      expect(new Date(until!).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3_600_000);
    });

    it('the same no-show reported by both counts once, whichever reports first', async () => {
      const donor = await person('Twice');
      const first = await acceptedMatch(fixtures.lasuth, donor);
      await pastNeed(first.requestId);
      await officerReports(first.matchId);
      // The recipient's report of the no-show the hospital reported is kept, without a second count or staff flag.
      await recipientReports(first.recipient, first.requestId, first.matchId).expect(201);
      expect(await feedbackStatus(first.requestId)).toEqual(['flagged', 'received']);
      expect(await suspensions(donor)).toEqual({ n: 0, until: null });

      const second = await acceptedMatch(fixtures.lasuth, donor);
      await pastNeed(second.requestId);
      await recipientReports(second.recipient, second.requestId, second.matchId).expect(201);
      expect((await suspensions(donor)).n).toBe(1);
      await officerReports(second.matchId);
      expect((await suspensions(donor)).n).toBe(1);
      const matches = (await hospitalRequests(officer, 'open')).find((request) => request.id === second.requestId);
      expect(matches?.matches).toEqual([expect.objectContaining({ id: second.matchId, status: 'no_show' })]);
    });
  });

  it('closes a request no longer needed: its donor is free again, and it lists as closed', async () => {
    const { donor, recipient, requestId } = await acceptedMatch();
    const closed = await api
      .http()
      .post(`/v1/hospital/requests/${requestId}/close`)
      .set(bearer(officer.token))
      .send({ reason: 'Patient discharged' })
      .expect(200);
    expect(closed.body).toMatchObject({ message: 'Request closed', data: { id: requestId, status: 'closed' } });
    // The recipient reads it as closed by the hospital, with its reason.
    const mine = await api.http().get(`/v1/requests?id=${requestId}`).set(fixtures.auth(recipient)).expect(200);
    expect(mine.body.data.requests[0]).toMatchObject({
      status: 'closed',
      chip_label: 'Closed by the hospital',
      close_reason: 'Patient discharged',
    });
    expect(await fixtures.auditTrail(requestId)).toEqual([{ action: 'blood_request.closed', actor_id: officer.id }]);
    expect((await hospitalRequests(officer)).map((request) => request.id)).not.toContain(requestId);
    expect((await hospitalRequests(officer, 'closed')).map((request) => request.id)).toContain(requestId);
    // Told, and free again: the donor may accept another request.
    const notices = await eventually(
      async () =>
        (
          (await api.http().get('/v1/notifications?limit=50').set(fixtures.auth(donor)).expect(200)).body.data
            .notifications as { title: string; body: string }[]
        ).map((notification) => notification.body),
      (list) => list.some((body) => body.includes('closed the blood request')),
    );
    expect(notices).toContain(
      `${LASUTH} closed the blood request: it is no longer needed. You need not go, and you are free to accept another request.`,
    );
    await acceptedMatch(fixtures.lasuth, donor);
    await api.http().post(`/v1/hospital/requests/${requestId}/genuine`).set(bearer(officer.token)).send({}).expect(409);
  });
});
