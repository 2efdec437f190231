import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { AIRTIME_MAX_ATTEMPTS, lagosMinute } from '@app/domain';
import { AirtimeProvider } from '@app/messaging';
import { startVtpassTestServer, VTPASS_TEST_KEYS, type VtpassTestServer } from '@app/testing';
import {
  bearer,
  startJourneyApi,
  startTestApi,
  type JourneyFixtures,
  type Person,
  type SignedInStaff,
  type TestApi,
  QUIET_JOURNEY,
} from '@test/api';
import { UserEntity } from '@app/persistence';
import { erasePersonalData } from '../data-rights/commands/delete-account/personal-data-erasure.js';
import { decideAirtimeCredit } from './airtime-decision.js';
import { AirtimeDelivery } from './delivery/airtime-delivery.js';

const DAILY_BUDGET = 30_000;

interface CreditRow {
  id: string;
  status: string;
  phone_number: string | null;
  provider_request_id: string | null;
  attempts: number;
  last_error: string | null;
  submitted_at: Date | null;
  decided_at: Date;
}

/**
 * The airtime thank-you through the real API, against a local server speaking VTpass's API: decided once per
 * confirmed donation whatever runs at once, sent once whatever crashes or faults, within the budgets, and a final
 * failure shown to staff, who may send it again.
 */
describe('the airtime thank-you', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let vtpass: VtpassTestServer;
  let delivery: AirtimeDelivery;
  let staff: SignedInStaff;
  const env = () => ({
    ...QUIET_JOURNEY,
    AIRTIME_PROVIDER: 'vtpass',
    VTPASS_API_KEY: VTPASS_TEST_KEYS.apiKey,
    VTPASS_SECRET_KEY: VTPASS_TEST_KEYS.secretKey,
    VTPASS_BASE_URL: vtpass.baseUrl,
    AIRTIME_DAILY_BUDGET_NGN: String(DAILY_BUDGET),
  });

  beforeAll(async () => {
    vtpass = await startVtpassTestServer();
    ({ api, fixtures, staff } = await startJourneyApi(env(), 'moderator'));
    delivery = api.app.get(AirtimeDelivery);
  });
  afterAll(async () => {
    await api.close();
    await vtpass.close();
  });

  const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

  /** A donor whose phone number is verified (the fixtures' people have not verified theirs). */
  const verifiedDonor = async (name: string) => {
    const donor = await fixtures.person(name);
    await fixtures.em().execute('update app_user set phone_verified_at = now() where id = ?', [donor.id]);
    return donor;
  };

  /** A request by `recipient` that `donor` accepted; its match id. */
  const acceptedMatch = async (donor: Person, recipient: Person) => {
    const { id: requestId } = await fixtures.createRequest(recipient);
    // Targeted directly: which of the file's many idle people the search picks is the search's own test.
    await fixtures.em().execute(
      `insert into blood_request_target (request_id, donor_id, wave, radius_km, distance_km, targeted_at)
       values (?, ?, 1, 10, 2, now()) on conflict do nothing`,
      [requestId, donor.id],
    );
    return { requestId, matchId: await fixtures.acceptRequest(donor, requestId) };
  };
  const confirm = (recipient: Person, matchId: string) =>
    api.http().put(`/v1/requests/matches/${matchId}/confirm`).set(fixtures.auth(recipient));

  /** A donation `donor` gave and its recipient confirmed; the credit decided for it. */
  const confirmedCredit = async (donor: Person) => {
    const recipient = await fixtures.person(`R-${donor.id.slice(0, 6)}`);
    const { matchId } = await acceptedMatch(donor, recipient);
    await confirm(recipient, matchId).expect(200);
    return creditOf(matchId);
  };
  const creditsOf = (matchId: string) =>
    fixtures.em().execute<CreditRow[]>(
      `select id, status, phone_number, provider_request_id, attempts, last_error, submitted_at, decided_at
           from airtime_credit where match_id = ?`,
      [matchId],
    );
  const creditOf = async (matchId: string) => (await creditsOf(matchId))[0]!;
  const credit = async (id: string) =>
    (
      await fixtures
        .em()
        .execute<CreditRow[]>(
          'select id, status, phone_number, provider_request_id, attempts, last_error, submitted_at, decided_at from airtime_credit where id = ?',
          [id],
        )
    )[0]!;
  const airtimeInHistory = async (donor: Person) =>
    (await api.http().get('/v1/requests/donor/history').set(fixtures.auth(donor)).expect(200)).body.data.donations[0]
      .airtime;
  const paysFor = (requestId: string | null) => vtpass.pays().filter((call) => call.body.request_id === requestId);

  it('ten confirmations at once: one credit, and one top-up however many senders run', async () => {
    const donor = await verifiedDonor('Once');
    const recipient = await fixtures.person('OnceRecipient');
    const { matchId } = await acceptedMatch(donor, recipient);
    const replies = await Promise.all(Array.from({ length: 10 }, () => confirm(recipient, matchId)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);

    const credits = await creditsOf(matchId);
    expect(credits).toHaveLength(1);
    const [decided] = credits;
    expect(decided).toMatchObject({ status: 'pending', phone_number: donor.phone, attempts: 0 });
    expect(decided!.provider_request_id!.slice(0, 12)).toBe(lagosMinute(new Date(decided!.decided_at)));
    expect(await airtimeInHistory(donor)).toEqual({ status: 'pending', amount_ngn: 1000, sent_at: null });

    const other = new AirtimeDelivery(api.app.get(EntityManager), api.app.get(AirtimeProvider));
    const now = new Date();
    await Promise.all([delivery.deliverDue(now, [decided!.id]), other.deliverDue(now, [decided!.id])]);
    await delivery.deliverDue(at(now, 3600), [decided!.id]);
    expect(paysFor(decided!.provider_request_id)).toEqual([
      {
        path: '/pay',
        body: {
          request_id: decided!.provider_request_id,
          serviceID: 'mtn',
          amount: 1000,
          phone: `0${donor.phone.slice(3)}`,
        },
      },
    ]);
    expect((await credit(decided!.id)).status).toBe('sent');
    expect(await airtimeInHistory(donor)).toEqual({ status: 'sent', amount_ngn: 1000, sent_at: expect.any(String) });
    // Spent once, for the staff charts, however many senders ran.
    const credited = await fixtures
      .em()
      .execute<{ payload: unknown }[]>(
        `select payload from outbox_message where message_type = 'airtime.credited' and aggregate_id = ?`,
        [donor.id],
      );
    expect(credited.map((row) => row.payload)).toEqual([
      { credit_id: decided!.id, donor_id: donor.id, amount_ngn: 1000 },
    ]);
  });

  it('a crash between the decision and the send loses nothing and sends once', async () => {
    // The instance that confirmed dies before its job runs: another instance on the same database sends it.
    const decided = await confirmedCredit(await verifiedDonor('Survivor'));
    const second = await startTestApi(env(), { database: api.database });
    try {
      expect(await second.app.get(AirtimeDelivery).deliverDue(new Date(), [decided.id])).toBe(1);
    } finally {
      await second.close();
    }
    expect((await credit(decided.id)).status).toBe('sent');
    expect(paysFor(decided.provider_request_id)).toHaveLength(1);

    // Died after marking the top-up as going out, before the call: the provider never saw it, so it is sent.
    const marked = await confirmedCredit(await verifiedDonor('Marked'));
    await fixtures.em().execute('update airtime_credit set submitted_at = now() where id = ?', [marked.id]);
    await delivery.deliverDue(new Date(), [marked.id]);
    expect((await credit(marked.id)).status).toBe('sent');
    expect(paysFor(marked.provider_request_id)).toHaveLength(1);

    // The provider took it and the answer was lost: the next try asks about it (requery) instead of paying again.
    const lost = await confirmedCredit(await verifiedDonor('Lost'));
    vtpass.script('lost');
    const start = new Date();
    await delivery.deliverDue(start, [lost.id]);
    expect(await credit(lost.id)).toMatchObject({ status: 'pending', attempts: 1 });
    await delivery.deliverDue(at(start, 61), [lost.id]);
    expect((await credit(lost.id)).status).toBe('sent');
    expect(paysFor(lost.provider_request_id)).toHaveLength(1);
  });

  it('retries a provider fault later each time, then sends once', async () => {
    const decided = await confirmedCredit(await verifiedDonor('Faulty'));
    vtpass.script('fault', 'fault');
    const start = new Date();
    await delivery.deliverDue(start, [decided.id]);
    expect(await credit(decided.id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await credit(decided.id)).last_error).toContain('VTpass 500');
    expect(await delivery.deliverDue(at(start, 59), [decided.id])).toBe(0);
    expect(await delivery.deliverDue(at(start, 61), [decided.id])).toBe(1);
    expect(await credit(decided.id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await delivery.deliverDue(at(start, 61 + 299), [decided.id])).toBe(0);
    expect(await delivery.deliverDue(at(start, 61 + 301), [decided.id])).toBe(1);
    expect(await credit(decided.id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(vtpass.transactions().filter((t) => t.requestId === decided.provider_request_id)).toHaveLength(1);
  });

  it('shows a final failure to staff, who send it again (audited) without paying twice', async () => {
    const donor = await verifiedDonor('GivenUp');
    const decided = await confirmedCredit(donor);
    vtpass.script(...Array<'fault'>(AIRTIME_MAX_ATTEMPTS).fill('fault'));
    const start = new Date();
    for (let i = 0; i < AIRTIME_MAX_ATTEMPTS + 2; i++) await delivery.deliverDue(at(start, i * 86_400), [decided.id]);
    expect(await credit(decided.id)).toMatchObject({ status: 'failed', attempts: AIRTIME_MAX_ATTEMPTS });
    expect(await airtimeInHistory(donor)).toMatchObject({ status: 'failed' });

    const failed = await api
      .http()
      .get('/v1/admin/airtime-credits?filter={"status":"failed"}')
      .set(bearer(staff.token))
      .expect(200);
    const row = failed.body.find((candidate: { id: string }) => candidate.id === decided.id);
    expect(row).toMatchObject({ status: 'failed', can_retry: true, amount_ngn: 1000, donor_id: donor.id });
    expect(row.phone_number).not.toBe(donor.phone);
    expect(row.last_error).toContain('VTpass 500');
    const sent = await api
      .http()
      .get('/v1/admin/airtime-credits?filter={"status":"sent"}')
      .set(bearer(staff.token))
      .expect(200);
    expect(sent.body.every((candidate: { status: string }) => candidate.status === 'sent')).toBe(true);

    const retried = await api
      .http()
      .post(`/v1/admin/airtime-credits/${decided.id}/retry`)
      .set(bearer(staff.token))
      .expect(200);
    expect(retried.body).toMatchObject({ status: 'pending', can_retry: false, attempts: 0 });
    // Tries ran out without a final answer: the same request id, so the provider is asked about it first.
    expect(retried.body.provider_request_id).toBe(decided.provider_request_id);
    const [audit] = await fixtures
      .em()
      .execute<{ actor_id: string; action: string }[]>(
        `select actor_id, action from audit_log where resource = 'airtime-credits' and record_id = ?`,
        [decided.id],
      );
    expect(audit).toEqual({ actor_id: staff.id, action: 'airtime_credit.retried' });
    await api.http().post(`/v1/admin/airtime-credits/${decided.id}/retry`).set(bearer(staff.token)).expect(409);
    await delivery.deliverDue(new Date(), [decided.id]);
    expect((await credit(decided.id)).status).toBe('sent');
    expect(vtpass.transactions().filter((t) => t.requestId === decided.provider_request_id)).toHaveLength(1);

    // A refusal is final at once; sent again, it goes under a new request id.
    const refused = await confirmedCredit(await verifiedDonor('Refused'));
    vtpass.script('refuse');
    await delivery.deliverDue(new Date(), [refused.id]);
    expect(await credit(refused.id)).toMatchObject({ status: 'failed', attempts: 1 });
    const again = await api
      .http()
      .post(`/v1/admin/airtime-credits/${refused.id}/retry`)
      .set(bearer(staff.token))
      .expect(200);
    expect(again.body.provider_request_id).not.toBe(refused.provider_request_id);
    await delivery.deliverDue(new Date(), [refused.id]);
    expect((await credit(refused.id)).status).toBe('sent');
  });

  it('waits for a verified number, and never credits a donation that is not confirmed', async () => {
    const donor = await fixtures.person('Unverified');
    const decided = await confirmedCredit(donor);
    expect(decided).toMatchObject({ status: 'awaiting_phone', phone_number: null, provider_request_id: null });
    expect(await airtimeInHistory(donor)).toMatchObject({ status: 'awaiting_phone' });
    expect(await delivery.deliverDue(new Date(), [decided.id])).toBe(0);
    await fixtures.em().execute('update app_user set phone_verified_at = now() where id = ?', [donor.id]);
    await delivery.queueVerified();
    expect(await credit(decided.id)).toMatchObject({ status: 'pending', phone_number: donor.phone });
    await delivery.deliverDue(new Date(), [decided.id]);
    expect((await credit(decided.id)).status).toBe('sent');

    const attempted = await verifiedDonor('SaysDonated');
    const recipient = await fixtures.person('NotYetConfirmed');
    const { requestId, matchId } = await acceptedMatch(attempted, recipient);
    await api.http().post(`/v1/requests/donor/confirm/${requestId}/donation`).set(fixtures.auth(attempted)).expect(200);
    expect(await creditsOf(matchId)).toEqual([]);
    expect(await airtimeInHistory(attempted)).toBeNull();
  });

  it('an account deleted before its credit went out: no number kept, nothing sent, nothing to retry', async () => {
    const donor = await verifiedDonor('Leaving');
    const decided = await confirmedCredit(donor);
    await api.app
      .get(EntityManager)
      .fork()
      .transactional(async (tx) =>
        erasePersonalData(tx, await tx.findOneOrFail(UserEntity, { id: donor.id }), new Date()),
      );
    expect(await credit(decided.id)).toMatchObject({
      status: 'failed',
      phone_number: null,
      last_error: 'The donor deleted their account before it was sent',
    });
    expect(await delivery.deliverDue(new Date(), [decided.id])).toBe(0);
    const refused = await api
      .http()
      .post(`/v1/admin/airtime-credits/${decided.id}/retry`)
      .set(bearer(staff.token))
      .expect(409);
    expect(refused.body.message).toBe('The donor deleted their account: there is no number to send this credit to');
    expect(paysFor(decided.provider_request_id)).toEqual([]);
  });

  it('keeps within the daily and monthly budgets and to once per rest period', async () => {
    const em = fixtures.em();
    const filler = await fixtures.person('Filler');
    const fill = (amount: number, decidedAt: Date) =>
      em.execute(
        `insert into airtime_credit (id, match_id, request_id, donor_id, amount_ngn, status, decided_at, updated_at)
         values (gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), ?, ?, 'sent', ?, ?)`,
        [filler.id, amount, decidedAt, decidedAt],
      );
    const [{ spent }] = (await em.execute(
      `select coalesce(sum(amount_ngn), 0)::int as spent from airtime_credit where status <> 'over_budget'`,
    )) as [{ spent: number }];
    await fill(DAILY_BUDGET - spent - 500, new Date());
    const overDay = await confirmedCredit(await verifiedDonor('OverTheDay'));
    expect(overDay).toMatchObject({ status: 'over_budget', provider_request_id: null });
    expect(await delivery.deliverDue(new Date(), [overDay.id])).toBe(0);

    // The month, on a day of its own: what was decided earlier that month counts, the month before does not.
    const decide = (donorId: string, now: Date, monthly: number) =>
      em.fork().transactional((tx) =>
        decideAirtimeCredit(
          tx,
          { AIRTIME_AMOUNT_NGN: 1000, AIRTIME_DAILY_BUDGET_NGN: 1_000_000, AIRTIME_MONTHLY_BUDGET_NGN: monthly },
          {
            matchId: randomUUID(),
            requestId: randomUUID(),
            donorId,
            matchStatus: 'confirmed',
            confirmedBy: 'recipient',
            hospitalHasOfficer: false,
          },
          now,
        ),
      );
    const status = async (id: string | null) => (id ? (await credit(id)).status : null);
    await fill(2_500, new Date('2030-06-02T08:00:00Z'));
    await fill(50_000, new Date('2030-05-31T20:00:00Z'));
    const june = new Date('2030-06-15T12:00:00Z');
    expect(await status(await decide((await verifiedDonor('June1')).id, june, 3_000))).toBe('over_budget');
    const donor = await verifiedDonor('June2');
    expect(await status(await decide(donor.id, june, 4_000))).toBe('pending');

    // Credited on the 15th of June: not again before his 3-month rest is over.
    expect(await decide(donor.id, new Date('2030-09-14T12:00:00Z'), 1_000_000)).toBeNull();
    expect(await status(await decide(donor.id, new Date('2030-09-15T12:00:00Z'), 1_000_000))).toBe('pending');
  });
});
