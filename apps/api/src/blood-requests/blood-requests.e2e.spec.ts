import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserEntity } from '@app/persistence';
import {
  eventually,
  IBADAN,
  IKORODU,
  isoDay,
  journeyFixtures,
  startTestApi,
  type JourneyFixtures,
  type TestApi,
} from '@test/api';
import { BloodRequestJobs } from './jobs/blood-request.jobs.js';

describe('blood requests: the journey from request to confirmed donation', () => {
  let api: TestApi;
  // The journey's people and helpers, made once the API is up.
  let { em, auth, person, requestBody, feed, people, declineReasonId } = {} as JourneyFixtures;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  const outbox = async (type: string, aggregateId?: string) =>
    (
      await em().execute<{ payload: Record<string, unknown> }[]>(
        `select payload from outbox_message where message_type = ? ${aggregateId ? 'and aggregate_id = ?' : ''} order by position`,
        [type, ...(aggregateId ? [aggregateId] : [])],
      )
    ).map((row) => row.payload);

  beforeAll(async () => {
    api = await startTestApi({ SEARCH_WAVE_INTERVAL_SECONDS: '0', LOG_LEVEL: 'error' });
    ({ em, auth, person, requestBody, feed, people, declineReasonId } = await journeyFixtures(api));

    await person('Recipient', { bloodGroup: 'B+' });
    await person('Near', { bloodGroup: 'A+' });
    await person('Universal', { bloodGroup: 'O-', gender: 'Female' });
    await person('Incompatible', { bloodGroup: 'B+' });
    await person('Recent', { lastDonation: isoDay(daysAgo(30)) });
    await person('Suspended', { suspendedUntil: new Date(Date.now() + 10 * 86_400_000) });
    await person('Paused', { pausedUntil: new Date(Date.now() + 10 * 86_400_000) });
    await person('Far', { at: IBADAN, state: 'Oyo' });
    await person('Young', { dob: isoDay(daysAgo(365 * 16)) });
    await person('Ikorodu', { at: IKORODU });
  });
  afterAll(() => api.close());

  it('targets compatible, eligible, nearby donors first, and widens in waves', async () => {
    const created = await api.http().post('/v1/requests').set(auth(people.Recipient!)).send(requestBody()).expect(201);
    expect(created.body.message).toBe('Request submitted successfully');
    const request = created.body.data.request;
    expect(request).toMatchObject({
      status: 'pending',
      chip_label: 'Request Pending',
      units: 1,
      first_name: 'Recipient',
      progress: { notified: 2, accepted: 0, radius_km: 10, wave: 1, searching: true },
    });

    const [createdEvent] = await outbox('blood-request.created', request.id);
    expect(createdEvent).toMatchObject({ request_id: request.id, blood_group: 'A+', units: 1 });
    const [targeted] = await outbox('blood-request.donors-targeted', request.id);
    // The exact group first, O- last.
    expect(targeted).toEqual({
      request_id: request.id,
      donor_ids: [people.Near!.id, people.Universal!.id],
      radius_km: 10,
      wave: 1,
      blood_group: 'A+',
      hospital: 'Lagos State University Teaching Hospital',
      hospital_verified: true,
    });

    const seen = await feed(people.Near!);
    expect(seen.donations).toHaveLength(1);
    expect(seen.donations[0]).toMatchObject({
      id: request.id,
      first_name: 'Recipient',
      gender: 'Female',
      blood_group: 'A+',
      hospital: 'Lagos State University Teaching Hospital',
      user: { first_name: 'Recipient' },
    });
    expect(JSON.stringify(seen)).not.toContain(people.Recipient!.phone);
    for (const name of ['Incompatible', 'Recent', 'Suspended', 'Paused', 'Far', 'Young', 'Ikorodu', 'Recipient']) {
      expect([name, (await feed(people[name]!)).donations]).toEqual([name, []]);
    }
    expect((await feed(people.Recent!)).eligibility).toEqual({ eligible: false, reasons: ['donated_recently'] });

    // The second wave (25 km) reaches Ikorodu; the whole-state wave never reaches Oyo.
    const jobs = api.app.get(BloodRequestJobs);
    expect(await jobs.runDueWaves(new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    expect((await feed(people.Ikorodu!)).donations.map((d: { id: string }) => d.id)).toEqual([request.id]);
    for (let wave = 0; wave < 4; wave += 1) await jobs.runDueWaves(new Date(Date.now() + 1000));
    expect((await feed(people.Far!)).donations).toEqual([]);
    const mine = (await api.http().get('/v1/requests').set(auth(people.Recipient!)).expect(200)).body.data;
    expect(mine.requests[0].progress).toMatchObject({
      notified: 3,
      accepted: 0,
      radius_km: null,
      wave: 5,
      searching: false,
    });

    // Filters.
    expect((await feed(people.Near!, '?blood_group=B%2B')).donations).toEqual([]);
    expect((await feed(people.Near!, '?gender=Female&limit=5')).donations).toHaveLength(1);
  });

  it('accepts with a reminder, shows the donor phone to the recipient only, and confirms the donation', async () => {
    const requestId = (await feed(people.Near!)).donations[0].id as string;
    const accepted = await api
      .http()
      .put(`/v1/requests/donor/${requestId}`)
      .set(auth(people.Near!))
      .send({ status: 'accepted' })
      .expect(200);
    const { reminder, match_id: matchId } = accepted.body.data;
    expect(reminder).toMatchObject({
      id: matchId,
      title: 'Blood donation at Lagos State University Teaching Hospital',
      ics: expect.stringMatching(
        new RegExp(`^http://localhost:3000/v1/reminders/${matchId}\\.ics\\?signature=[\\w-]+$`),
      ),
    });
    expect(reminder.google).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(reminder.outlook).toContain('outlook.live.com');
    expect(reminder.yahoo).toContain('calendar.yahoo.com');
    expect(await outbox('blood-request.donor-matched', requestId)).toEqual([
      expect.objectContaining({ match_id: matchId, donor_id: people.Near!.id }),
    ]);

    // A full request: the next donor gets a clear 409.
    const full = await api
      .http()
      .put(`/v1/requests/donor/${requestId}`)
      .set(auth(people.Universal!))
      .send({ status: 'accepted' })
      .expect(409);
    expect(full.body.message).toBe('This request already has all the donors it needs. Thank you!');
    expect((await feed(people.Universal!)).donations).toEqual([]);

    const mine = (await api.http().get('/v1/requests').set(auth(people.Recipient!)).expect(200)).body.data;
    expect(mine.requests[0]).toMatchObject({
      status: 'accepted',
      chip_label: 'Donation accepted',
      matches: [
        {
          id: matchId,
          status: 'accepted',
          user: { first_name: 'Near', phone_number: people.Near!.phone },
        },
      ],
      progress: { accepted: 1 },
    });

    const match = await api.http().get(`/v1/requests/donor/${requestId}/match`).set(auth(people.Near!)).expect(200);
    // Having accepted, the donor may call about the donation (the feed never showed the number).
    expect(match.body.data.match).toMatchObject({
      id: matchId,
      status: 'accepted',
      attempted: false,
      contact_phone: people.Recipient!.phone,
    });
    const pending = await api.http().get('/v1/requests/donations?status=pending').set(auth(people.Near!)).expect(200);
    expect(pending.body.data.donations.map((d: { id: string }) => d.id)).toEqual([matchId]);

    await api.http().post(`/v1/requests/donor/confirm/${requestId}/donation`).set(auth(people.Near!)).expect(200);
    expect(await outbox('blood-request.donation-attempted', requestId)).toHaveLength(1);

    const confirmed = await api
      .http()
      .put(`/v1/requests/matches/${matchId}/confirm`)
      .set(auth(people.Recipient!))
      .expect(200);
    expect(confirmed.body.data.request).toMatchObject({
      status: 'Donation Received',
      chip_label: 'Donation Received',
      matches: [{ id: matchId, status: 'confirmed', donated_on: expect.any(String) }],
    });
    await api.http().put(`/v1/requests/matches/${matchId}/confirm`).set(auth(people.Recipient!)).expect(409);
    expect(await outbox('blood-request.donation-confirmed', requestId)).toEqual([
      expect.objectContaining({ match_id: matchId, donor_id: people.Near!.id }),
    ]);
    expect(await outbox('blood-request.status-changed', requestId)).toEqual([
      expect.objectContaining({ from: 'pending', to: 'accepted' }),
      expect.objectContaining({ from: 'accepted', to: 'Donation Received' }),
    ]);

    // The confirmed donation is the donor's last donation: the interval rule applies from now.
    const donor = await em().findOneOrFail(UserEntity, { id: people.Near!.id });
    expect(donor.lastDonationDate).toBe(confirmed.body.data.request.matches[0].donated_on);
    expect((await feed(people.Near!)).eligibility.reasons).toEqual(['donated_recently']);

    const history = await api.http().get('/v1/requests/donor/history?page=1&limit=20').set(auth(people.Near!));
    expect(history.status).toBe(200);
    expect(history.body.data.donations).toEqual([
      expect.objectContaining({
        id: matchId,
        status: 'confirmed',
        feedback_given: false,
        // Where the blood went, whether staff verified that hospital, and who confirmed it.
        confirmed_by: 'recipient',
        request: expect.objectContaining({
          hospital: 'Lagos State University Teaching Hospital',
          hospital_verified: true,
        }),
      }),
    ]);
    expect(history.body.data.page_info).toEqual({ total: 1, total_pages: 1 });
    const done = await api.http().get('/v1/requests/donations?status=confirmed').set(auth(people.Near!)).expect(200);
    expect(done.body.data.donations.map((d: { id: string }) => d.id)).toEqual([matchId]);

    // The projectors (inline transport) turn the events into what each side reads.
    const titles = (person: typeof people.Near) => async () =>
      (
        (await api.http().get('/v1/notifications?limit=50').set(auth(person!)).expect(200)).body.data.notifications as {
          title: string;
        }[]
      ).map((notification) => notification.title);
    const wanted = ['New blood request', 'Thank you for donating', 'You earned a badge'];
    const donorTitles = await eventually(titles(people.Near), (list) => wanted.every((title) => list.includes(title)));
    expect(donorTitles).toEqual(expect.arrayContaining(wanted));
    expect(
      await eventually(titles(people.Recipient), (list) => list.includes('A donor accepted your request')),
    ).toContain('A donor accepted your request');
    const stats = await eventually(
      async () => (await api.http().get('/v1/requests/stats').set(auth(people.Near!)).expect(200)).body.data,
      (data) => data.confirmed_donation.length === 1,
    );
    expect(stats.confirmed_donation).toEqual([expect.objectContaining({ id: matchId, request_id: requestId })]);
    expect(stats.attempted_donation).toEqual({ count: 1 });
    expect(stats.badges.map((badge: { badge: string }) => badge.badge)).toEqual(
      expect.arrayContaining(['life_saver', 'zeal']),
    );
    const reminders = (await api.http().get('/v1/reminders').set(auth(people.Near!)).expect(200)).body.data.reminders;
    expect(reminders.map((item: { id: string }) => item.id)).toContain(matchId);
    // The signed link opens without a session (calendar apps have none); the bare path does not, even signed in.
    const icsLink = new URL(reminders.find((item: { id: string }) => item.id === matchId).calendar.ics as string);
    const ics = await api.http().get(`${icsLink.pathname}${icsLink.search}`).expect(200);
    expect(ics.text).toContain('SUMMARY:Blood donation at Lagos State University Teaching Hospital');
    await api.http().get(icsLink.pathname).set(auth(people.Near!)).expect(404);

    // Feedback by the donor, once.
    const given = await api
      .http()
      .post('/v1/feedbacks')
      .set(auth(people.Near!))
      .send({
        type: 'Donor',
        request_id: requestId,
        name: 'Recipient',
        hospital: 'LASUTH',
        description: 'All good',
        outcome: 'successful_donation',
      })
      .expect(201);
    expect(given.body.message).toBe('Feedback submitted successfully.');
    const status = await api
      .http()
      .get(`/v1/feedbacks/status?request_id=${requestId}`)
      .set(auth(people.Near!))
      .expect(200);
    expect(status.body.data).toBe(true);
    const list = await api.http().get('/v1/feedbacks?type=Donor').set(auth(people.Near!)).expect(200);
    expect(list.body.data.feedbacks).toEqual([
      expect.objectContaining({ description: 'All good', request_id: requestId }),
    ]);
  });

  it('declines with and without a reason, warns on the fifth decline in 30 days', async () => {
    const decliner = await person('Decliner', { bloodGroup: 'AB+' });
    const ids: string[] = [];
    // Five requesters: one requester may use only one of a donor's daily alerts.
    for (let i = 0; i < 5; i += 1) {
      const asker = await person(`Asker${i}`, { bloodGroup: 'B+' });
      const created = await api
        .http()
        .post('/v1/requests')
        .set(auth(asker))
        .send(requestBody({ blood_group: 'AB+' }))
        .expect(201);
      ids.push(created.body.data.request.id);
    }
    expect((await feed(decliner)).donations).toHaveLength(3); // at most 3 alerts a day
    const bare = await api
      .http()
      .put(`/v1/requests/donor/${ids[4]}`)
      .set(auth(decliner))
      .send({ status: 'declined' })
      .expect(400);
    expect(bare.body.errors).toEqual({ reason_id: 'Please select a reason' });
    const visible = (await feed(decliner)).donations.map((d: { id: string }) => d.id) as string[];
    for (const id of visible) {
      const declined = await api
        .http()
        .put(`/v1/requests/donor/${id}`)
        .set(auth(decliner))
        .send({ status: 'declined', reason_id: declineReasonId, decline_reason: 'Travelling' })
        .expect(200);
      expect(declined.body.data.warned).toBe(false);
    }
    expect((await feed(decliner)).donations).toEqual([]);
    expect(await outbox('blood-request.declined', visible[0])).toEqual([
      { request_id: visible[0], donor_id: decliner.id, reason_id: declineReasonId, reason: 'Travelling' },
    ]);
    // Not targeted for the other two (the daily cap): answering them is a 404.
    const other = ids.find((id) => !visible.includes(id))!;
    await api.http().put(`/v1/requests/donor/${other}`).set(auth(decliner)).send({ status: 'accepted' }).expect(404);
  });

  it('turns a request off and on only while nobody matched; refuses a fifth unit; gives section 5 messages', async () => {
    const owner = await person('Toggler', { bloodGroup: 'B+' });
    const created = await api
      .http()
      .post('/v1/requests')
      .set(auth(owner))
      .send(requestBody({ blood_group: 'B-' }))
      .expect(201);
    const id = created.body.data.request.id;
    const off = await api
      .http()
      .put(`/v1/requests/${id}/status`)
      .set(auth(owner))
      .send({ status: 'inactive' })
      .expect(200);
    expect(off.body).toMatchObject({
      message: 'Status updated successfully',
      data: { request: { status: 'inactive' } },
    });
    const on = await api
      .http()
      .put(`/v1/requests/${id}/status`)
      .set(auth(owner))
      .send({ status: 'pending' })
      .expect(200);
    expect(on.body.data.request.status).toBe('pending');
    await api.http().put(`/v1/requests/${id}/status`).set(auth(owner)).send({ status: 'accepted' }).expect(400);
    // A received request cannot be toggled.
    const received = (await api.http().get('/v1/requests').set(auth(people.Recipient!))).body.data.requests[0];
    await api
      .http()
      .put(`/v1/requests/${received.id}/status`)
      .set(auth(people.Recipient!))
      .send({ status: 'inactive' })
      .expect(409);

    const fifth = await api
      .http()
      .post('/v1/requests')
      .set(auth(owner))
      .send(requestBody({ units: 5 }))
      .expect(400);
    expect(fifth.body.errors).toEqual({ units: 'You can only request for a maximum of 4 units of blood' });
    const empty = await api
      .http()
      .post('/v1/requests')
      .set(auth(owner))
      .send({
        recipient: 'others',
        reason_id: '',
        units: '',
        date: '',
        hospital: '',
        physician: '',
        state_id: '',
        latitude: '',
        longitude: '',
        phone_number: '',
      })
      .expect(400);
    expect(empty.body.errors).toEqual({
      reason_id: 'Reason cannot be empty',
      units: 'Units cannot be empty',
      date: 'Date cannot be empty',
      hospital: 'Hospital Name cannot be empty',
      physician: 'Physician  cannot be empty',
      state_id: 'State be empty',
      latitude: 'Latitude cannot be empty',
      longitude: 'Longitude cannot be empty',
      first_name: 'Recipient first name cannot be empty',
      last_name: 'Recipient last name cannot be empty',
      gender: 'Gender cannot be empty',
      blood_group: 'Blood group cannot be empty',
      phone_number: 'Phone number cannot be empty',
    });
    const badPhone = await api
      .http()
      .post('/v1/requests')
      .set(auth(owner))
      .send(requestBody({ recipient: 'others', first_name: 'Chidi', last_name: 'Eze', phone_number: '0801' }))
      .expect(400);
    expect(badPhone.body.errors).toEqual({ phone_number: 'Invalid phone number; use +234XXXXXXXXXX format' });
    const forOther = await api
      .http()
      .post('/v1/requests')
      .set(auth(owner))
      .send(
        requestBody({
          recipient: 'others',
          first_name: 'Chidi',
          last_name: 'Eze',
          phone_number: '+234 (0) 809 999 0000',
          blood_group: 'AB-',
        }),
      )
      .expect(201);
    expect(forOther.body.data.request).toMatchObject({
      recipient: 'others',
      first_name: 'Chidi',
      phone_number: '2348099990000',
    });
    const outside = await api
      .http()
      .post('/v1/requests')
      .set(auth(owner))
      .send(requestBody({ latitude: '6.37', longitude: '2.39' }))
      .expect(400);
    expect(outside.body.errors).toEqual({ location: 'Location must be in Nigeria' });

    // Paging.
    const page = await api.http().get('/v1/requests?page=2&limit=1').set(auth(owner)).expect(200);
    expect(page.body.data.requests).toHaveLength(1);
    expect(page.body.data.page_info).toEqual({ total: 2, total_pages: 2 });
  });

  it('expires requests whose date passed by the configured time', async () => {
    const owner = await person('Late', { bloodGroup: 'B+' });
    const stale = await api
      .http()
      .post('/v1/requests')
      .set(auth(owner))
      .send(requestBody({ blood_group: 'O+' }))
      .expect(201);
    const id = stale.body.data.request.id;
    // A request cannot be dated in the past, so its date passes the way time would pass it.
    await em().execute('update blood_request set needed_at = ? where id = ?', [daysAgo(3), id]);
    expect(await api.app.get(BloodRequestJobs).expireStaleRequests()).toBeGreaterThanOrEqual(1);
    const mine = (await api.http().get('/v1/requests').set(auth(owner)).expect(200)).body.data.requests;
    expect(mine[0]).toMatchObject({ id, status: 'expired', chip_label: 'expired' });
    expect(await outbox('blood-request.status-changed', id)).toEqual([
      expect.objectContaining({ from: 'pending', to: 'expired', recipient_user_id: owner.id }),
    ]);
  });

  it('pauses and resumes a donor, and flags a donor reported as not showing up for staff', async () => {
    const donor = await person('Pauser', { bloodGroup: 'O+' });
    const until = isoDay(new Date(Date.now() + 7 * 86_400_000));
    const paused = await api
      .http()
      .put('/v1/user/availability')
      .set(auth(donor))
      .send({ unavailable_until: until })
      .expect(200);
    expect(paused.body.data.paused_until).toBe(`${until}T00:00:00.000Z`);
    expect((await feed(donor)).eligibility.reasons).toEqual(['paused']);
    await api
      .http()
      .put('/v1/user/availability')
      .set(auth(donor))
      .send({ unavailable_until: '2001-01-01' })
      .expect(400);
    await api.http().put('/v1/user/availability').set(auth(donor)).send({ unavailable_until: null }).expect(200);
    expect((await feed(donor)).eligibility.eligible).toBe(true);

    const owner = await person('Reporter', { bloodGroup: 'B+' });
    const created = await api
      .http()
      .post('/v1/requests')
      .set(auth(owner))
      .send(requestBody({ blood_group: 'O+' }))
      .expect(201);
    const requestId = created.body.data.request.id;
    await api.http().put(`/v1/requests/donor/${requestId}`).set(auth(donor)).send({ status: 'accepted' }).expect(200);
    // A no-show can be reported only once the request's time has passed.
    await em().execute('update blood_request set needed_at = ? where id = ?', [daysAgo(1), requestId]);
    const report = await api
      .http()
      .post('/v1/feedbacks')
      .set(auth(owner))
      .send({ type: 'Recipient', request_id: requestId, description: 'Never came', outcome: 'did_not_show_up' })
      .expect(201);
    expect(report.body.data.id).toEqual(expect.any(String));
    // One report goes to staff; reports from two recipients suspend (request-lifecycle.e2e.spec.ts).
    expect(await outbox('donor.suspended', donor.id)).toEqual([]);
    const [reported] = await em().execute<{ status: string }[]>('select status from feedback where id = ?', [
      report.body.data.id,
    ]);
    expect(reported!.status).toBe('flagged');
    const reopened = (await api.http().get('/v1/requests').set(auth(owner))).body.data.requests[0];
    expect(reopened).toMatchObject({ status: 'pending', matches: [], progress: { accepted: 0 } });

    const flagged = await api
      .http()
      .post('/v1/feedbacks')
      .set(auth(people.Recipient!))
      .send({
        type: 'Recipient',
        request_id: (await api.http().get('/v1/requests').set(auth(people.Recipient!))).body.data.requests[0].id,
        description: 'Asked me for money',
        outcome: 'asked_for_payment',
      })
      .expect(201);
    const [row] = await em().execute<{ status: string }[]>('select status from feedback where id = ?', [
      flagged.body.data.id,
    ]);
    expect(row!.status).toBe('flagged');
    const noDescription = await api
      .http()
      .post('/v1/feedbacks')
      .set(auth(owner))
      .send({ type: 'Recipient', request_id: requestId, description: ' ' })
      .expect(400);
    expect(noDescription.body.errors).toEqual({ description: 'Description cannot be empty' });
  });
});
