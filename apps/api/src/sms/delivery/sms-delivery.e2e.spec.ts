import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { SmsSender, type SmsMessage, type SmsOutcome } from '@app/messaging';
import { type JourneyFixtures, type TestApi, startJourneyApi, QUIET_JOURNEY } from '@test/api';
import { queueSms } from '../sms-outbox.js';
import { SMS_RETENTION_DAYS, SmsJobs } from '../sms.jobs.js';
import { SMS_MAX_ATTEMPTS, SmsDelivery } from './sms-delivery.js';

/** A gateway answering each send with the next outcome of its script (then `sent`). */
class ScriptedGateway extends SmsSender {
  readonly sent: SmsMessage[] = [];
  constructor(private readonly script: SmsOutcome['status'][]) {
    super();
  }

  send(message: SmsMessage): Promise<SmsOutcome> {
    this.sent.push(message);
    const status = this.script.shift() ?? 'sent';
    return Promise.resolve(
      status === 'sent'
        ? { status, providerId: `gw-${this.sent.length}` }
        : { status, reason: `gateway said ${status}` },
    );
  }
}

describe('SMS delivery from the outbox', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  beforeAll(async () => {
    ({ api, fixtures } = await startJourneyApi(QUIET_JOURNEY));
  });
  afterAll(() => api.close());

  const queue = async (key: string, now: Date) => {
    const donor = await fixtures.person(key);
    return queueSms(
      fixtures.em(),
      { userId: donor.id, kind: 'request_alert', dedupeKey: key, phoneNumber: donor.phone, body: `text ${key}` },
      now,
    );
  };
  const row = async (id: string) =>
    (
      await fixtures
        .em()
        .execute<{ status: string; attempts: number; last_error: string | null; provider_message_id: string | null }[]>(
          'select status, attempts, last_error, provider_message_id from sms_message where id = ?',
          [id],
        )
    )[0]!;
  const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('keeps one message per (person, event)', async () => {
    const now = new Date();
    const id = await queue('Once', now);
    expect(id).not.toBeNull();
    const [again] = await fixtures
      .em()
      .execute<{ user_id: string }[]>('select user_id from sms_message where id = ?', [id]);
    expect(
      await queueSms(fixtures.em(), {
        userId: again!.user_id,
        kind: 'request_alert',
        dedupeKey: 'Once',
        phoneNumber: '2348000000000',
        body: 'again',
      }),
    ).toBeNull();
  });

  it('retries what may pass, later each time, until it is sent', async () => {
    const start = new Date();
    const id = (await queue('Flaky', start))!;
    const gateway = new ScriptedGateway(['retry', 'retry']);
    const delivery = new SmsDelivery(api.app.get(EntityManager), gateway);

    expect(await delivery.deliverDue(start, [id])).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'gateway said retry' });
    expect(await delivery.deliverDue(at(start, 29), [id])).toBe(0);
    expect(await delivery.deliverDue(at(start, 31), [id])).toBe(1);
    expect(await delivery.deliverDue(at(start, 31 + 119), [id])).toBe(0);
    expect(await delivery.deliverDue(at(start, 31 + 121), [id])).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null, provider_message_id: 'gw-3' });
    expect(await delivery.deliverDue(at(start, 3600), [id])).toBe(0);
    // One message spent, raised with its record for the staff charts; the tries that failed spent nothing.
    const spent = await fixtures
      .em()
      .execute<{ payload: { message_id: string } }[]>(
        `select payload from outbox_message where message_type = 'sms.sent'`,
      );
    expect(spent.filter((event) => event.payload.message_id === id)).toHaveLength(1);
  });

  it('gives up at once on a refusal, and after the last try otherwise', async () => {
    const start = new Date();
    const refused = (await queue('Refused', start))!;
    const delivery = new SmsDelivery(api.app.get(EntityManager), new ScriptedGateway(['rejected']));
    await delivery.deliverDue(start, [refused]);
    expect(await row(refused)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'gateway said rejected' });

    const down = (await queue('Down', start))!;
    const outage = new SmsDelivery(
      api.app.get(EntityManager),
      new ScriptedGateway(Array<SmsOutcome['status']>(SMS_MAX_ATTEMPTS).fill('retry')),
    );
    for (let i = 0; i < SMS_MAX_ATTEMPTS + 2; i++) await outage.deliverDue(at(start, i * 86_400), [down]);
    expect(await row(down)).toMatchObject({ status: 'failed', attempts: SMS_MAX_ATTEMPTS });
  });

  it('deletes sent and given-up messages after the retention, never one still to send', async () => {
    const start = new Date();
    const pending = (await queue('StillPending', start))!;
    const jobs = api.app.get(SmsJobs);
    const remaining = () =>
      fixtures.em().execute<{ status: string }[]>('select status from sms_message order by status');
    expect(await jobs.prune(at(start, (SMS_RETENTION_DAYS - 1) * 86_400))).toBe(0);

    // The earlier tests' sent and given-up messages go (Flaky, Refused, Down); the two never sent stay.
    expect(await jobs.prune(at(start, (SMS_RETENTION_DAYS + 1) * 86_400))).toBe(3);
    expect(await remaining()).toEqual([{ status: 'pending' }, { status: 'pending' }]);
    expect((await fixtures.em().execute<unknown[]>('select 1 from sms_message where id = ?', [pending])).length).toBe(
      1,
    );
  });
});
