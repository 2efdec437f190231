import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  AcceptedMatchReleased,
  AdvocateApplicationDecided,
  BadgeEarned,
  DonationConfirmed,
  DonationReceived,
  DonorMatched,
  DonorsTargeted,
  DonorSuspended,
  ReminderDue,
  type EventContract,
} from '@app/contracts';
import webpush from 'web-push';
import {
  MailDelivery,
  Mailer,
  ProjectorRunner,
  PushEndpointPolicy,
  recordEvent,
  WebPushSender,
  type OutgoingMessage,
} from '@app/messaging';
import { TestPushService } from '@app/testing';
import { count, openHarness, type Harness } from '@app/testing/backbone';
import { NotificationsProjector } from './notifications.projector.js';

describe('notifications projector', () => {
  let harness: Harness;
  /** Notifications in-app only, no push sender. */
  let runner: ProjectorRunner;
  beforeAll(async () => {
    harness = await openHarness();
    runner = runnerWith(null);
  });
  afterAll(() => harness.close());

  const envelope = (contract: EventContract, aggregateId: string, payload: unknown) => {
    const fork = harness.em.fork();
    const event = recordEvent(fork, contract, aggregateId, payload);
    fork.clear(); // the envelope only: projectors get it from a transport
    return event;
  };

  const userSpeaking = async (language: string, ...subscriptions: string[]) => {
    const id = randomUUID();
    await harness.em.fork().execute(
      `insert into app_user (id, first_name, last_name, email, phone_number, password_hash, language, sessions_valid_after, created_at, updated_at)
       values (?, 'Ada', 'Obi', ?, '2348012345678', 'x', ?, now(), now(), now())`,
      [id, `${id}@example.com`, language],
    );
    for (const subscription of subscriptions)
      await harness.em
        .fork()
        .execute(
          `insert into device_token (id, user_id, device_id, notification_token, updated_at) values (?, ?, ?, ?, now())`,
          [randomUUID(), id, randomUUID(), subscription],
        );
    return id;
  };
  const userWithSubscriptions = (...subscriptions: string[]) => userSpeaking('en', ...subscriptions);

  const runnerWith = (push: WebPushSender | null, maxAttempts = 1) =>
    new ProjectorRunner(harness.em, new NotificationsProjector(harness.em, push), { maxAttempts });

  /** A runner over a push sender aimed at a test push service, which is stopped when `use` is done. */
  const withPushService = async (
    maxAttempts: number,
    use: (pushService: TestPushService, runner: ProjectorRunner) => Promise<void>,
  ) => {
    const pushService = await TestPushService.start();
    try {
      const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@bloodmatch.ng' };
      const push = new WebPushSender(
        keys,
        undefined,
        pushService.agent,
        new PushEndpointPolicy([TestPushService.HOST]),
      );
      await use(pushService, runnerWith(push, maxAttempts));
    } finally {
      await pushService.stop();
    }
  };

  const notificationsOf = (userId: string) =>
    harness.em
      .fork()
      .execute<{ title: string; body: string; url: string | null }[]>(
        `select title, body, url from notification where user_id = ? order by created_at, title`,
        [userId],
      );

  it('notifies every targeted donor in-app and by push once, and drops subscriptions the push service says are gone', () =>
    withPushService(2, async (pushService, runnerWithPush) => {
      const [live, gone] = [pushService.subscribe(), pushService.subscribe()];
      pushService.answerWith(gone, 410);
      const first = await userWithSubscriptions(live, gone);
      const second = await userWithSubscriptions();
      const event = envelope(DonorsTargeted, 'request-1', {
        request_id: 'request-1',
        donor_ids: [first, second],
        radius_km: 5,
        wave: 1,
      });

      expect(await runnerWithPush.process(event)).toBe('projected');
      expect(await runnerWithPush.process(event)).toBe('duplicate');
      expect(await count(harness.em, `select count(*) as n from notification where event_id = ?`, [event.id])).toBe(2);
      const delivered = pushService.delivered(live).map(({ payload }) => JSON.parse(payload) as { title: string });
      expect(delivered).toEqual([expect.objectContaining({ title: 'New blood request' })]);
      // An event recorded before alerts named the group and hospital reads as it did.
      expect((await notificationsOf(second))[0]?.body).toBe(
        'Someone near you needs blood that you can give. Open Blood Match to accept or decline.',
      );
      const [kept] = await harness.em
        .fork()
        .execute<{ notification_token: string }[]>(`select notification_token from device_token where user_id = ?`, [
          first,
        ]);
      expect(kept).toEqual({ notification_token: live });
    }));

  it('says in a request alert whether staff verified the hospital', async () => {
    const donor = await userWithSubscriptions();
    const alert = (request: string, verified: boolean) =>
      envelope(DonorsTargeted, request, {
        request_id: request,
        donor_ids: [donor],
        radius_km: 10,
        wave: 1,
        hospital_verified: verified,
      });
    await runner.process(alert('request-verified', true));
    await runner.process(alert('request-unverified', false));
    const bodies = await harness.em
      .fork()
      .execute<{ body: string; url: string }[]>(`select body, url from notification where user_id = ? order by url`, [
        donor,
      ]);
    expect(bodies).toEqual([
      {
        body: 'Someone near you needs blood that you can give. The hospital is not yet verified: check the request before you travel. Open Blood Match to accept or decline.',
        url: '/app/requests?id=request-unverified',
      },
      {
        body: 'Someone near you needs blood that you can give, at a verified hospital. Open Blood Match to accept or decline.',
        url: '/app/requests?id=request-verified',
      },
    ]);
  });

  it('tells the applicant about the decision, in-app only when the applicant has an account', async () => {
    const applicant = await userWithSubscriptions();
    const decided = (user_id: string | null) =>
      envelope(AdvocateApplicationDecided, 'application-1', {
        application_id: 'application-1',
        email: 'a@example.com',
        name: 'Ada',
        user_id,
        decision: 'accepted',
      });
    await runner.process(decided(applicant));
    await runner.process(decided(null));
    expect(
      await count(harness.em, `select count(*) as n from notification where user_id = ? and body like '%accepted%'`, [
        applicant,
      ]),
    ).toBe(1);
  });

  it('turns a due reminder into a notification', async () => {
    const donor = await userWithSubscriptions();
    await runner.process(
      envelope(ReminderDue, donor, { donor_id: donor, reminder_id: randomUUID(), title: 'You can donate again' }),
    );
    expect(
      await count(
        harness.em,
        `select count(*) as n from notification where user_id = ? and title = 'You can donate again'`,
        [donor],
      ),
    ).toBe(1);
  });

  it("writes each notification in its recipient's language when it is sent, push included, with its deep link", () =>
    withPushService(1, async (pushService, runnerWithPush) => {
      const subscription = pushService.subscribe();
      const hausa = await userSpeaking('ha', subscription);
      const pidgin = await userSpeaking('pcm');
      const english = await userSpeaking('en');
      await runnerWithPush.process(
        envelope(DonorsTargeted, 'request-7', {
          request_id: 'request-7',
          donor_ids: [hausa, pidgin, english],
          radius_km: 10,
          wave: 1,
          blood_group: 'O-',
          hospital: 'LASUTH',
        }),
      );
      expect(await notificationsOf(hausa)).toEqual([
        {
          title: 'Sabuwar buƙatar jini',
          body: 'Wani kusa da kai yana buƙatar jinin O- a LASUTH. Buɗe Blood Match don karɓa ko ƙi.',
          url: '/app/requests?id=request-7',
        },
      ]);
      expect((await notificationsOf(pidgin))[0]?.body).toBe(
        'Somebody near you need O- blood for LASUTH. Open Blood Match to accept or reject.',
      );
      expect((await notificationsOf(english))[0]).toEqual({
        title: 'New blood request',
        body: 'Someone near you needs O- blood at LASUTH. Open Blood Match to accept or decline.',
        url: '/app/requests?id=request-7',
      });
      expect(pushService.delivered(subscription).map(({ payload }) => JSON.parse(payload) as unknown)).toEqual([
        expect.objectContaining({ title: 'Sabuwar buƙatar jini', url: '/app/requests?id=request-7' }),
      ]);

      // The language is read when the message is sent: a change made since shows in the next one.
      await harness.em.fork().execute(`update app_user set language = 'yo' where id = ?`, [hausa]);
      await runnerWithPush.process(envelope(BadgeEarned, hausa, { donor_id: hausa, badge: 'hero' }));
      expect((await notificationsOf(hausa)).find((row) => row.url === '/app/achievements')).toEqual({
        title: 'O ti gba àmì ẹ̀yẹ',
        body: 'Ẹ kú oríire! O ti gba àmì ẹ̀yẹ Akọni.',
        url: '/app/achievements',
      });
    }));

  it("links a match to the recipient's request, and dates a suspension in the recipient's locale", async () => {
    const recipient = await userWithSubscriptions();
    const donor = await userSpeaking('ig');
    await runner.process(
      envelope(DonorMatched, 'request-9', {
        request_id: 'request-9',
        match_id: randomUUID(),
        donor_id: donor,
        recipient_user_id: recipient,
        hospital: 'Aminu Kano Teaching Hospital',
        needed_at: '2026-12-01T09:00:00.000Z',
      }),
    );
    expect(await notificationsOf(recipient)).toEqual([
      {
        title: 'A donor accepted your request',
        body: 'A donor accepted your blood request at Aminu Kano Teaching Hospital. Their phone number is on your request.',
        url: '/app/your-requests?id=request-9',
      },
    ]);
    await runner.process(
      envelope(DonorSuspended, donor, { donor_id: donor, until: '2026-12-24T10:00:00.000Z', reason: '' }),
    );
    const suspended = await notificationsOf(donor);
    expect(suspended).toEqual([
      {
        title: 'A kwụsịrị akaụntụ gị',
        body: `Ị gaghị enweta arịrịọ ọbara ruo ${new Intl.DateTimeFormat('ig-NG', { dateStyle: 'long', timeZone: 'Africa/Lagos' }).format(new Date('2026-12-24T10:00:00.000Z'))}.`,
        url: null,
      },
    ]);
    expect(suspended[0]!.body).toContain('2026');
  });

  it("tells the donor their blood reached the hospital whose officer recorded it, in the donor's language", async () => {
    const donor = await userSpeaking('yo');
    const byRecipient = await userWithSubscriptions();
    const matchOf = (donorId: string) => ({
      request_id: 'request-7',
      match_id: randomUUID(),
      donor_id: donorId,
      recipient_user_id: randomUUID(),
    });
    await runner.process(
      envelope(DonationConfirmed, 'request-7', {
        ...matchOf(donor),
        donated_on: '2026-12-01',
        confirmed_by: 'hospital',
        hospital: 'LASUTH',
      }),
    );
    await runner.process(
      envelope(DonationConfirmed, 'request-7', { ...matchOf(byRecipient), donated_on: '2026-12-01' }),
    );
    expect(await notificationsOf(donor)).toEqual([
      {
        title: 'Ẹ̀jẹ̀ rẹ ti dé LASUTH',
        body: 'LASUTH ti kọ ìfẹ̀jẹ̀ rẹ sílẹ̀. A dúpẹ́ pé o gba ẹ̀mí là!',
        url: '/app/history',
      },
    ]);
    expect((await notificationsOf(byRecipient)).map((notice) => notice.title)).toEqual(['Thank you for donating']);

    const expected = await userWithSubscriptions();
    await runner.process(
      envelope(AcceptedMatchReleased, 'request-7', {
        ...matchOf(expected),
        hospital: 'LASUTH',
        released_by: 'hospital',
        reason: 'request_closed',
      }),
    );
    expect(await notificationsOf(expected)).toEqual([
      {
        title: 'A request you accepted was closed',
        body: 'LASUTH closed the blood request: it is no longer needed. You need not go, and you are free to accept another request.',
        url: '/app/requests',
      },
    ]);
  });

  it("queues the applicant's and the giver's emails in their account's language (English without one), sent once", async () => {
    const sent: OutgoingMessage[] = [];
    const mailer = new (class extends Mailer {
      readonly transport = 'file';
      async check() {}
      async send(message: OutgoingMessage) {
        sent.push(message);
      }
    })();
    const delivery = new MailDelivery(harness.em, mailer, { log: () => undefined });
    const runnerWithMail = new ProjectorRunner(harness.em, new NotificationsProjector(harness.em, null, delivery), {
      maxAttempts: 1,
    });
    const applicant = await userSpeaking('yo');
    await runnerWithMail.process(
      envelope(AdvocateApplicationDecided, 'application-9', {
        application_id: 'application-9',
        email: `${applicant}@example.com`,
        name: 'Ade',
        user_id: applicant,
        decision: 'accepted',
      }),
    );
    const giver = await userSpeaking('ha');
    const receipt = (email: string) =>
      envelope(DonationReceived, randomUUID(), {
        donation_id: randomUUID(),
        reference: 'BM-42',
        name: 'Aisha',
        email,
        amount: '5000',
        currency: 'NGN',
        provider: 'paystack',
        transaction: null,
        paid_at: '2026-11-20T10:00:00.000Z',
      });
    const giversReceipt = receipt(`${giver}@example.com`);
    await runnerWithMail.process(giversReceipt);
    await runnerWithMail.process(giversReceipt); // redelivered: already in the inbox, so nothing is queued again
    await runnerWithMail.process(receipt('no-account@example.com'));
    expect(await count(harness.em, `select count(*)::int as n from outgoing_mail where subject like '%BM-42'`)).toBe(2);
    expect(sent.map((mail) => mail.subject)).toEqual([
      'A ti gba ìbéèrè agbẹjọ́rò rẹ',
      'Rasit na gudummawarka BM-42',
      'Receipt for your donation BM-42',
    ]);
    expect(sent[1]!.text).toContain('Sannu Aisha,');
    expect(sent[2]!.text).toContain('Reference: BM-42.');
  });
});
