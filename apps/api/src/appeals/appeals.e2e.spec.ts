import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  bearer,
  eventually,
  IBADAN,
  IKEJA,
  signInTestOfficer,
  startOfficerTestbed,
  type OfficerTestbed,
  type Person,
} from '@test/api';
import { AppealEntity } from '@app/persistence';
import { SmsJobs } from '../sms/sms.jobs.js';
import { AppealJobs } from './jobs/appeal.jobs.js';
import { RecordAppealDonation } from './commands/record-appeal-donation/record-appeal-donation.handler.js';

const HOUR = 3_600_000;
/** In the Eti Osa LGA (its seat is the nearest LGA seat). */
const LEKKI = { latitude: 6.4474, longitude: 3.4553 };
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};
/** The start of the hour `hours` from now: a slot a donor may choose. */
const slotIn = (hours: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString();

/** Appeals through the API, with the real fan-out (inline backbone, small partitions and batches so chains run). */
describe('urgent appeals', () => {
  // Set in beforeAll; the tests below read them.
  let { api, fixtures, staff, officer } = {} as OfficerTestbed;

  beforeAll(async () => {
    ({ api, fixtures, staff, officer } = await startOfficerTestbed({
      APPEAL_FANOUT_PARTITIONS: '3',
      APPEAL_FANOUT_BATCH: '3',
    }));
  });
  afterAll(() => api.close());

  const appealNotices = (appealId: string) =>
    fixtures
      .em()
      .execute<{ user_id: string; title: string; url: string; message_key: string }[]>(
        `select user_id, title, url, message_key from notification where url = ? order by user_id`,
        [`/app/appeals/${appealId}`],
      );
  const pendingOutbox = () =>
    fixtures
      .em()
      .execute<{ n: string }[]>(`select count(*) as n from outbox_message where published_at is null`)
      .then(([row]) => Number(row!.n));
  /** Waits for the fan-out to finish (nothing left to relay), then reads who was told of the appeal. */
  const reachedBy = async (appealId: string) => {
    await eventually(pendingOutbox, (n) => n === 0, { timeoutMs: 20_000 });
    return (await appealNotices(appealId)).map((row) => row.user_id);
  };

  const raiseAsStaff = (body: Record<string, unknown>) =>
    api
      .http()
      .post('/v1/admin/appeals')
      .set(bearer(staff.token))
      .send({ hospital_id: fixtures.lasuth, ...body });
  const appealBody = (overrides: Record<string, unknown> = {}) => ({
    compatible_with: 'O+',
    area: { kind: 'state', state: 'Lagos' },
    units_wanted: 3,
    until: inHours(6),
    reason: 'Tanker explosion at Otedola bridge',
    ...overrides,
  });

  it('reaches every eligible, compatible donor in the area once, and no one else', async () => {
    const eligible: Person[] = [];
    for (let i = 0; i < 14; i++)
      eligible.push(await fixtures.person(`Eligible${i}`, { bloodGroup: i % 2 ? 'O+' : 'O-' }));
    const left = {
      incompatible: await fixtures.person('Incompatible', { bloodGroup: 'A+' }),
      resting: await fixtures.person('Resting', { bloodGroup: 'O+', lastDonation: monthsAgo(1) }),
      suspended: await fixtures.person('Suspended', { bloodGroup: 'O+', suspendedUntil: new Date(Date.now() + HOUR) }),
      paused: await fixtures.person('Paused', { bloodGroup: 'O+', pausedUntil: new Date(Date.now() + HOUR) }),
      outOfArea: await fixtures.person('InOyo', { bloodGroup: 'O+', at: IBADAN, state: 'Oyo' }),
      tooYoung: await fixtures.person('Young', { bloodGroup: 'O+', dob: `${new Date().getUTCFullYear() - 16}-01-01` }),
    };
    // An earlier appeal for the Eti Osa LGA reached one donor there: the next appeal within the week skips them.
    const cooled = await fixtures.person('Lekki', { bloodGroup: 'O+', at: LEKKI });
    const first = await raiseAsStaff(
      appealBody({
        blood_groups: ['O+'],
        compatible_with: undefined,
        area: { kind: 'lgas', state: 'Lagos', lgas: ['Eti Osa'] },
      }),
    ).expect(201);
    expect(first.body).toMatchObject({
      status: 'running',
      blood_groups: ['O+'],
      area: { kind: 'lgas', lgas: ['Eti Osa'] },
    });
    expect(await reachedBy(first.body.id)).toEqual([cooled.id]);

    const raised = await raiseAsStaff(appealBody()).expect(201);
    const appeal = raised.body;
    expect(appeal).toMatchObject({
      blood_groups: ['O+', 'O-'],
      area: { kind: 'state', state: 'Lagos' },
      per_hour: 4,
      margin_percent: 20,
      status: 'running',
      coming_count: 0,
      hospital: { id: fixtures.lasuth, name: 'Lagos State University Teaching Hospital', state: 'Lagos' },
    });
    const reached = await reachedBy(appeal.id);
    expect(reached).toEqual(eligible.map((person) => person.id).sort());
    for (const person of Object.values(left)) expect(reached).not.toContain(person.id);
    const [notice] = await appealNotices(appeal.id);
    expect(notice).toMatchObject({
      message_key: 'notices:appeal',
      title: 'Urgent appeal: Lagos State University Teaching Hospital needs blood',
    });

    // The raise is audited; appeal.raised carries the contract's payload.
    const [audit] = await fixtures
      .em()
      .execute<{ action: string }[]>(`select action from audit_log where record_id = ?`, [appeal.id]);
    expect(audit).toEqual({ action: 'appeal.raised' });
    const [event] = await fixtures
      .em()
      .execute<{ payload: Record<string, unknown> }[]>(
        `select payload from outbox_message where message_type = 'appeal.raised' and aggregate_id = ?`,
        [appeal.id],
      );
    expect(event!.payload).toEqual({
      appeal_id: appeal.id,
      hospital_id: fixtures.lasuth,
      state_id: fixtures.states.Lagos!.id,
      blood_groups: ['O+', 'O-'],
      units_wanted: 3,
      until: appeal.until,
    });

    // The donors see it with its hourly slots.
    const seen = await api.http().get('/v1/appeals').set(fixtures.auth(eligible[0]!)).expect(200);
    expect(seen.body.data).toEqual([
      expect.objectContaining({ id: appeal.id, my_response: null, reason: 'Tanker explosion at Otedola bridge' }),
    ]);
    expect(seen.body.data[0].slots[0]).toEqual({ start: slotIn(0), taken: 0, capacity: 4 });
    expect((await api.http().get('/v1/appeals').set(fixtures.auth(left.incompatible)).expect(200)).body.data).toEqual(
      [],
    );
  }, 60_000);

  it("I'm coming, cancel, a full slot, then filled: later responders are thanked, the appeal stops", async () => {
    const donors: Person[] = [];
    for (let i = 0; i < 6; i++) donors.push(await fixtures.person(`Comer${i}`, { bloodGroup: 'B+', at: IKEJA }));
    const raised = await api
      .http()
      .post('/v1/hospital/appeals')
      .set(bearer(officer.token))
      .send(
        appealBody({
          compatible_with: undefined,
          blood_groups: ['B+'],
          units_wanted: 2,
          margin_percent: 50,
          per_hour: 2,
        }),
      )
      .expect(201);
    const appeal = raised.body.data;
    expect(await reachedBy(appeal.id)).toEqual(donors.map((donor) => donor.id).sort());
    const respond = (donor: Person, slot: string) =>
      api.http().post(`/v1/appeals/${appeal.id}/responses`).set(fixtures.auth(donor)).send({ slot_start: slot });

    const coming = await respond(donors[0]!, slotIn(1)).expect(201);
    expect(coming.body.data).toMatchObject({
      slot_start: slotIn(1),
      donor_code: expect.stringMatching(/^[A-Z2-9]{6}$/),
      hospital: { name: 'Lagos State University Teaching Hospital', latitude: 6.58, longitude: 3.35 },
      map_url: 'https://www.google.com/maps/search/?api=1&query=6.58,3.35',
    });
    await respond(donors[0]!, slotIn(2)).expect(409);
    // Reached while eligible, then paused: no longer taken.
    await fixtures
      .em()
      .execute(`update app_user set paused_until = ? where id = ?`, [new Date(Date.now() + HOUR), donors[5]!.id]);
    expect((await respond(donors[5]!, slotIn(2)).expect(409)).body.code).toBe('appeal_cannot_donate');
    await respond(donors[1]!, slotIn(1)).expect(201);
    const full = await respond(donors[2]!, slotIn(1)).expect(409);
    expect(full.body).toMatchObject({
      code: 'appeal.slot_full',
      message: 'Thank you! This hour is full; please choose another time.',
    });
    expect(full.body.details.free_slots).toContain(slotIn(2));
    expect(full.body.details.free_slots).not.toContain(slotIn(1));
    await respond(donors[2]!, new Date(Date.now() + 90 * 60_000).toISOString()).expect(400);

    // Cancel frees the place and the slot.
    await api.http().delete(`/v1/appeals/${appeal.id}/responses/mine`).set(fixtures.auth(donors[1]!)).expect(200);
    await api.http().delete(`/v1/appeals/${appeal.id}/responses/mine`).set(fixtures.auth(donors[1]!)).expect(404);
    await respond(donors[2]!, slotIn(1)).expect(201);
    const slots = await api
      .http()
      .get(`/v1/hospital/appeals/${appeal.id}/slots`)
      .set(bearer(officer.token))
      .expect(200);
    expect(slots.body.data.find((slot: { start: string }) => slot.start === slotIn(1))).toEqual({
      start: slotIn(1),
      coming: 2,
      capacity: 2,
    });

    // 2 units with a 50% margin: the third donor fills it; the fourth is thanked.
    await respond(donors[3]!, slotIn(2)).expect(201);
    const late = await respond(donors[4]!, slotIn(3)).expect(409);
    expect(late.body.code).toBe('appeal.filled');
    const [state] = await fixtures
      .em()
      .execute<{ status: string; coming_count: number }[]>(`select status, coming_count from appeal where id = ?`, [
        appeal.id,
      ]);
    expect(state).toEqual({ status: 'filled', coming_count: 3 });
    const ended = await fixtures
      .em()
      .execute<{ payload: unknown }[]>(
        `select payload from outbox_message where message_type = 'appeal.ended' and aggregate_id = ?`,
        [appeal.id],
      );
    expect(ended.map((row) => row.payload)).toEqual([{ appeal_id: appeal.id, reason: 'filled' }]);
    const mine = await api.http().get('/v1/appeals').set(fixtures.auth(donors[0]!)).expect(200);
    expect(mine.body.data[0].my_response).toEqual({ slot_start: slotIn(1), donor_code: coming.body.data.donor_code });

    // The hospital's donation desk records it by the code, as for a request's match: it counts like a confirmed
    // donation (rest period starts), once.
    const code = coming.body.data.donor_code as string;
    const desk = (typed: string) =>
      api.http().post('/v1/hospital/donations').set(bearer(officer.token)).send({ code: typed }).expect(200);
    const recorded = (await desk(`${code.slice(0, 3)}-${code.slice(3).toLowerCase()}`)).body.data;
    expect(recorded).toMatchObject({ appeal_id: appeal.id, match_id: null, request_id: null, already_recorded: false });
    expect((await desk(code)).body.data.already_recorded).toBe(true);
    const recorder = api.app.get(RecordAppealDonation);
    const officerIdentity = { id: officer.id, hospitalId: fixtures.lasuth };
    const [donor] = await fixtures
      .em()
      .execute<{ last_donation_date: string }[]>(
        `select to_char(last_donation_date, 'YYYY-MM-DD') as last_donation_date from app_user where id = ?`,
        [donors[0]!.id],
      );
    expect(donor!.last_donation_date).toBe(new Date(Date.now() + HOUR).toISOString().slice(0, 10));
    const elsewhere = { ...officerIdentity, hospitalId: await fixtures.hospital('Other Hospital') };
    await expect(recorder.recordAppealDonation(code, elsewhere)).rejects.toMatchObject({
      code: 'donor_code_not_found',
    });
    await eventually(
      () =>
        fixtures
          .em()
          .execute<{ badge_count: string; donations: string }[]>(
            `select (select count(*) from donor_donation where donor_id = ?) as donations, '0' as badge_count`,
            [donors[0]!.id],
          ),
      (rows) => rows[0]!.donations === '1',
    ).then((rows) => expect(rows[0]!.donations).toBe('1'));
  }, 60_000);

  it('is stopped at once by staff or the officer, audited, and ends when its time is up', async () => {
    const stopped = (await raiseAsStaff(appealBody({ units_wanted: 1 })).expect(201)).body;
    await reachedBy(stopped.id);
    const stop = await api.http().post(`/v1/admin/appeals/${stopped.id}/stop`).set(bearer(staff.token)).expect(201);
    expect(stop.body.status).toBe('stopped');
    await api.http().post(`/v1/admin/appeals/${stopped.id}/stop`).set(bearer(staff.token)).expect(409);
    const [audit] = await fixtures
      .em()
      .execute<{ action: string }[]>(`select action from audit_log where record_id = ? and action like '%stopped'`, [
        stopped.id,
      ]);
    expect(audit).toEqual({ action: 'appeal.stopped' });
    const listed = await api
      .http()
      .get('/v1/admin/appeals')
      .query({ filter: JSON.stringify({ status: 'stopped' }) })
      .set(bearer(staff.token))
      .expect(200);
    expect(listed.body.map((row: { id: string }) => row.id)).toContain(stopped.id);

    const own = (
      await api.http().post('/v1/hospital/appeals').set(bearer(officer.token)).send(appealBody()).expect(201)
    ).body.data;
    const patched = await api
      .http()
      .patch(`/v1/hospital/appeals/${own.id}`)
      .set(bearer(officer.token))
      .send({ per_hour: 10, margin_percent: 0 })
      .expect(200);
    expect(patched.body.data).toMatchObject({ per_hour: 10, margin_percent: 0 });
    await api.http().post(`/v1/hospital/appeals/${own.id}/stop`).set(bearer(officer.token)).expect(201);

    const expiring = (await raiseAsStaff(appealBody({ until: inHours(1) })).expect(201)).body;
    expect(await api.app.get(AppealJobs).endExpiredAppeals(new Date(Date.now() + 2 * HOUR))).toBeGreaterThanOrEqual(1);
    const [ended] = await fixtures
      .em()
      .execute<{ status: string; ended_reason: string }[]>(`select status, ended_reason from appeal where id = ?`, [
        expiring.id,
      ]);
    expect(ended).toEqual({ status: 'ended', ended_reason: 'expired' });
  }, 60_000);

  it('texts the opted-in donors it reached while it runs, once, within the SMS budget', async () => {
    const texted = await fixtures.person('Texted', { bloodGroup: 'AB-' });
    const quiet = await fixtures.person('Quiet', { bloodGroup: 'AB-' });
    await fixtures
      .em()
      .execute(`update app_user set sms_alerts = true, phone_verified_at = now() where id = ?`, [texted.id]);
    const appeal = (await raiseAsStaff(appealBody({ compatible_with: undefined, blood_groups: ['AB-'] })).expect(201))
      .body;
    expect(await reachedBy(appeal.id)).toEqual([texted.id, quiet.id].sort());
    const texts = () =>
      fixtures
        .em()
        .execute<{ user_id: string; body: string }[]>(
          `select user_id, body from sms_message where kind = 'appeal_alert' and dedupe_key like ?`,
          [`appeal-alert:${appeal.id}:%`],
        );
    expect(await api.app.get(SmsJobs).decide()).toBeGreaterThanOrEqual(1);
    expect(await api.app.get(SmsJobs).decide()).toBe(0);
    expect(await texts()).toEqual([
      {
        user_id: texted.id,
        body: `Blood Match: URGENT appeal, Lagos State University Teaching Hospital needs AB- blood. Can you come? http://localhost:3000/app/appeals/${appeal.id} Replies to this number are not read.`,
      },
    ]);
  }, 60_000);

  it('lets only staff, and officers of a verified hospital for their own hospital', async () => {
    const donor = await fixtures.person('Curious');
    await api
      .http()
      .post('/v1/admin/appeals')
      .set(fixtures.auth(donor))
      .send({ ...appealBody(), hospital_id: fixtures.lasuth })
      .expect(401);
    await api.http().get('/v1/admin/appeals').set(fixtures.auth(donor)).expect(401);
    await api.http().post('/v1/hospital/appeals').set(fixtures.auth(donor)).send(appealBody()).expect(401);
    await api.http().get('/v1/appeals').set(bearer(officer.token)).expect(401);

    const listedHospital = await fixtures.hospital('Unverified Clinic', { status: 'listed' });
    const refused = await raiseAsStaff({ ...appealBody(), hospital_id: listedHospital }).expect(400);
    expect(refused.body.code).toBe('appeal_hospital_not_verified');
    const raised = await raiseAsStaff({ ...appealBody(), hospital_id: fixtures.lasuth }).expect(201);

    // Another hospital's officer: that appeal does not exist for them.
    const otherHospital = await fixtures.hospital('Second Hospital');
    const otherOfficer = await signInTestOfficer(api, staff, otherHospital);
    await api.http().post(`/v1/hospital/appeals/${raised.body.id}/stop`).set(bearer(otherOfficer.token)).expect(404);
    await api.http().get(`/v1/hospital/appeals/${raised.body.id}/slots`).set(bearer(otherOfficer.token)).expect(404);
    await api
      .http()
      .patch(`/v1/hospital/appeals/${raised.body.id}`)
      .set(bearer(otherOfficer.token))
      .send({ per_hour: 1 })
      .expect(404);
    expect(
      (await api.http().get('/v1/hospital/appeals').set(bearer(otherOfficer.token)).expect(200)).body.data,
    ).toEqual([]);
    // Once their hospital is no longer verified (suspended), its officer cannot raise one.
    await fixtures.em().execute(`update hospital set status = 'suspended' where id = ?`, [otherHospital]);
    await api.http().post('/v1/hospital/appeals').set(bearer(otherOfficer.token)).send(appealBody()).expect(401);
    expect(await fixtures.em().count(AppealEntity, { hospital: otherHospital })).toBe(0);

    // Bad input changes nothing.
    const bad = await raiseAsStaff({ ...appealBody({ blood_groups: ['O+'] }), hospital_id: fixtures.lasuth }).expect(
      400,
    );
    expect(bad.body.errors.blood_groups).toBe(
      'Choose the blood groups, or the group donors must be compatible with (one of the two)',
    );
    await raiseAsStaff({ ...appealBody({ until: inHours(-1) }), hospital_id: fixtures.lasuth }).expect(400);
    await raiseAsStaff({
      ...appealBody({ area: { kind: 'lgas', state: 'Lagos', lgas: ['Atlantis'] } }),
      hospital_id: fixtures.lasuth,
    }).expect(400);
  }, 60_000);
});
