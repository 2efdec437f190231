import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AirtimeCredited,
  AlertOpened,
  AppealDonationRecorded,
  AppealDonorsReached,
  AppealRaised,
  AppealResponseChanged,
  BloodRequestCreated,
  DonationConfirmed,
  DonorMatched,
  DonorsTargeted,
  RequestDeclined,
  SmsSent,
  type EventContract,
} from '@app/contracts';
import { LATENCY_CHART_COLUMNS } from '@app/domain';
import { recordEvent } from '@app/messaging';
import { bearer, eventually, signInTestStaff, startTestApi, type SignedInStaff, type TestApi } from '@test/api';

/** Events in, through the inline transport and the stats projector, to the charts the console draws. */
describe('staff charts from the stats projector', () => {
  let api: TestApi;
  let moderator: SignedInStaff;
  const [lagos, kano] = [25, 19];
  const donors = [randomUUID(), randomUUID(), randomUUID()] as const;
  const recipient = randomUUID();
  const [morning, midnight, kanoRequest] = ['r-morning', 'r-midnight', 'r-kano'].map((r) => `${r}-${randomUUID()}`);
  const [lagosAppeal, kanoAppeal, hospital] = [randomUUID(), randomUUID(), randomUUID()];

  const chart = (name: string, query: Record<string, string> = {}) =>
    api
      .http()
      .get(`/v1/admin/charts/${name}`)
      .query({ from: '2026-11-20', to: '2026-11-21', ...query })
      .set(bearer(moderator.token));

  /** An event as if it happened at `at` (the outbox row's time is what the projector reads). */
  const event =
    <Payload>(at: string, contract: EventContract<string, Payload>, key: string, payload: Payload) =>
    (tx: EntityManager) => ({ at, id: recordEvent(tx, contract, key, payload).id });

  /**
   * A Lagos appeal for O+ and O- on the 20th that reached 50 donors, two of whom answered that day and one took it
   * back the next; its first donor's donation recorded on the 21st. A Kano appeal for A+ on the 21st: 5 reached, 1
   * coming.
   */
  const appealEvents = () => {
    const raised = (appeal_id: string, at: string, state_id: number, blood_groups: ('O+' | 'O-' | 'A+')[]) =>
      event(at, AppealRaised, appeal_id, {
        appeal_id,
        hospital_id: hospital,
        state_id,
        blood_groups,
        units_wanted: 10,
        until: '2026-11-23T18:00:00.000Z',
      });
    const reached = (appeal_id: string, at: string, count: number) =>
      event(at, AppealDonorsReached, appeal_id, { appeal_id, donors: count });
    const response = (appeal_id: string, at: string, donor_id: string, change: 'coming' | 'cancelled', from = at) =>
      event(at, AppealResponseChanged, appeal_id, {
        appeal_id,
        response_id: `${donor_id.slice(0, 8)}-0000-4000-8000-${appeal_id.slice(-12)}`,
        donor_id,
        change,
        responded_at: from,
      });
    return [
      raised(lagosAppeal, '2026-11-20T10:00:00.000Z', lagos, ['O+', 'O-']),
      reached(lagosAppeal, '2026-11-20T10:01:00.000Z', 40),
      reached(lagosAppeal, '2026-11-20T10:02:00.000Z', 10),
      response(lagosAppeal, '2026-11-20T11:00:00.000Z', donors[0], 'coming'),
      response(lagosAppeal, '2026-11-20T12:00:00.000Z', donors[1], 'coming'),
      response(lagosAppeal, '2026-11-21T08:00:00.000Z', donors[1], 'cancelled', '2026-11-20T12:00:00.000Z'),
      event('2026-11-21T09:30:00.000Z', AppealDonationRecorded, lagosAppeal, {
        appeal_id: lagosAppeal,
        response_id: randomUUID(),
        donor_id: donors[0],
        hospital_id: hospital,
        hospital: 'General Hospital',
        donated_on: '2026-11-21',
      }),
      raised(kanoAppeal, '2026-11-21T09:00:00.000Z', kano, ['A+']),
      reached(kanoAppeal, '2026-11-21T09:05:00.000Z', 5),
      response(kanoAppeal, '2026-11-21T10:00:00.000Z', donors[2], 'coming'),
    ];
  };

  beforeAll(async () => {
    api = await startTestApi({ OUTBOX_POLL_INTERVAL_MS: '50', RATE_LIMIT_LOGIN_IP: '1000/60' });
    moderator = await signInTestStaff(api, 'moderator');
    const request = (id: string, at: string, state_id: number, blood_group: 'O+' | 'A+') =>
      event(at, BloodRequestCreated, id, {
        request_id: id,
        recipient_user_id: recipient,
        blood_group,
        units: 1,
        hospital: 'General Hospital',
        state_id,
        latitude: 6.5,
        longitude: 3.4,
        needed_at: '2026-11-22T09:00:00.000Z',
      });
    const match = (request_id: string, donor_id: string) => ({
      request_id,
      match_id: randomUUID(),
      donor_id,
      recipient_user_id: recipient,
      hospital: 'General Hospital',
    });
    const donation = {
      request_id: morning,
      match_id: randomUUID(),
      donor_id: donors[0],
      recipient_user_id: recipient,
      donated_on: '2026-11-20',
    };
    const events = [
      request(morning, '2026-11-20T08:00:00Z', lagos, 'O+'),
      // 00:30 in Lagos: a request of the 21st.
      request(midnight, '2026-11-20T23:30:00Z', lagos, 'A+'),
      request(kanoRequest, '2026-11-21T10:00:00Z', kano, 'O+'),
      event('2026-11-20T08:01:00Z', DonorsTargeted, morning, {
        request_id: morning,
        donor_ids: [...donors],
        radius_km: 10,
        wave: 1,
      }),
      event('2026-11-20T08:05:00Z', AlertOpened, morning, { request_id: morning, donor_id: donors[0] }),
      event('2026-11-20T08:10:00Z', AlertOpened, morning, { request_id: morning, donor_id: donors[1] }),
      event('2026-11-20T08:12:00Z', DonorMatched, morning, {
        ...match(morning, donors[0]),
        needed_at: '2026-11-22T09:00:00Z',
      }),
      event('2026-11-20T08:40:00Z', DonorMatched, morning, {
        ...match(morning, donors[1]),
        needed_at: '2026-11-22T09:00:00Z',
      }),
      event('2026-11-20T09:00:00Z', RequestDeclined, morning, {
        request_id: morning,
        donor_id: donors[2],
        reason_id: null,
        reason: null,
      }),
      event('2026-11-20T14:00:00Z', DonationConfirmed, morning, donation),
      event('2026-11-21T00:30:00Z', DonorMatched, midnight, {
        ...match(midnight, donors[0]),
        needed_at: '2026-11-22T09:00:00Z',
      }),
      event('2026-11-21T13:00:00Z', DonorMatched, kanoRequest, {
        ...match(kanoRequest, donors[1]),
        needed_at: '2026-11-22T09:00:00Z',
      }),
      event('2026-11-20T09:00:00Z', SmsSent, donors[0], {
        message_id: randomUUID(),
        user_id: donors[0],
        kind: 'request_alert',
      }),
      event('2026-11-20T09:00:00Z', SmsSent, donors[1], {
        message_id: randomUUID(),
        user_id: donors[1],
        kind: 'request_alert',
      }),
      event('2026-11-20T15:00:00Z', AirtimeCredited, donors[0], {
        credit_id: randomUUID(),
        donor_id: donors[0],
        amount_ngn: 1000,
      }),
      ...appealEvents(),
    ];
    await api.app
      .get(EntityManager)
      .fork()
      .transactional(async (tx) => {
        const recorded = events.map((record) => record(tx));
        await tx.flush();
        for (const { at, id } of recorded)
          await tx.execute('update outbox_message set occurred_at = ? where id = ?', [at, id]);
      });
    await eventually(
      () => chart('appeals'),
      (response) => response.body.data?.rows?.[1]?.[4] === 1,
    );
    await eventually(
      () => chart('spend'),
      (response) => response.body.data?.rows?.[0]?.[3] === 1000,
    );
    await eventually(
      () => chart('latency'),
      (response) => response.body.data?.rows?.[0]?.[1] === 3,
    );
  });
  afterAll(() => api.close());

  it('counts requests per Lagos day, by state and by blood group', async () => {
    expect((await chart('requests').expect(200)).body.data).toEqual({
      chart: 'requests',
      columns: ['day', 'requests'],
      rows: [
        ['2026-11-20', 1],
        ['2026-11-21', 2],
      ],
      filtered_by_state_and_group: true,
    });
    expect((await chart('requests', { state_id: String(lagos) })).body.data.rows).toEqual([
      ['2026-11-20', 1],
      ['2026-11-21', 1],
    ]);
    expect((await chart('requests', { blood_group: 'A+', state_id: String(lagos) })).body.data.rows).toEqual([
      ['2026-11-20', 0],
      ['2026-11-21', 1],
    ]);
  });

  it('shares fulfilled, alerts sent and opened, active donors, spend', async () => {
    expect((await chart('fulfilment')).body.data.rows).toEqual([
      ['2026-11-20', 1, 1, 1],
      ['2026-11-21', 2, 0, 0],
    ]);
    expect((await chart('alerts')).body.data.rows).toEqual([
      ['2026-11-20', 3, 2],
      ['2026-11-21', 0, 0],
    ]);
    // The first donor accepted and donated on the 20th: one active donor, counted once that day.
    expect((await chart('active-donors')).body.data.rows).toEqual([
      ['2026-11-20', 3],
      ['2026-11-21', 2],
    ]);
    expect((await chart('active-donors', { state_id: String(kano) })).body.data.rows).toEqual([
      ['2026-11-20', 0],
      ['2026-11-21', 1],
    ]);
    const spend = (await chart('spend', { state_id: String(kano) })).body.data;
    expect(spend.filtered_by_state_and_group).toBe(false);
    expect(spend.rows).toEqual([
      ['2026-11-20', 2, 1, 1000],
      ['2026-11-21', 0, 0, 0],
    ]);
  });

  it('gives median and 90th percentile times, over the range and per day, from the buckets', async () => {
    const latency = (await chart('latency')).body.data;
    expect(latency.columns).toEqual(LATENCY_CHART_COLUMNS);
    // Accepted after 12, 60 and 180 minutes; donated after 360.
    expect(latency.rows).toEqual([
      ['all', 3, 60, 180, 1, 360, 360],
      ['2026-11-20', 1, 15, 15, 1, 360, 360],
      ['2026-11-21', 2, 60, 180, 0, null, null],
    ]);
    expect((await chart('latency', { blood_group: 'O+' })).body.data.rows[0]).toEqual(['all', 2, 15, 180, 1, 360, 360]);
  });

  it('counts appeals raised, donors reached and coming, and their donations, under every group asked for', async () => {
    expect((await chart('appeals').expect(200)).body.data).toEqual({
      chart: 'appeals',
      columns: ['day', 'appeals_raised', 'donors_reached', 'donors_coming', 'donations_recorded'],
      // The donor who cancelled on the 21st is taken off the 20th, when they answered.
      rows: [
        ['2026-11-20', 1, 50, 1, 0],
        ['2026-11-21', 1, 5, 1, 1],
      ],
      filtered_by_state_and_group: true,
    });
    expect((await chart('appeals', { state_id: String(kano) })).body.data.rows).toEqual([
      ['2026-11-20', 0, 0, 0, 0],
      ['2026-11-21', 1, 5, 1, 0],
    ]);
    expect((await chart('appeals', { blood_group: 'O-' })).body.data.rows).toEqual([
      ['2026-11-20', 1, 50, 1, 0],
      ['2026-11-21', 0, 0, 0, 1],
    ]);
    expect((await chart('appeals', { blood_group: 'A+', state_id: String(lagos) })).body.data.rows).toEqual([
      ['2026-11-20', 0, 0, 0, 0],
      ['2026-11-21', 0, 0, 0, 0],
    ]);
  });

  it('refuses a bad range, an unknown chart, and anyone but staff', async () => {
    const backwards = await chart('requests', { from: '2026-11-22' }).expect(400);
    expect(backwards.body.errors).toEqual({ to: 'from must not be after to' });
    await chart('requests', { from: '2020-01-01' }).expect(400);
    await chart('requests', { blood_group: 'C+' }).expect(400);
    await chart('requests', { from: '2026-02-30' }).expect(400);
    await chart('appeal').expect(400);
    await api.http().get('/v1/admin/charts/requests?from=2026-11-20&to=2026-11-21').expect(401);
  });
});
