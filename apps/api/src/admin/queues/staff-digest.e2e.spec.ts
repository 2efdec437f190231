import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { WaitingWork } from '@app/domain';
import { PartnershipMessageEntity } from '@app/persistence';
import {
  bearer,
  createTestStaff,
  journeyFixtures,
  signInTestStaff,
  startTestApi,
  writtenMails,
  type JourneyFixtures,
  type SignedInStaff,
  type TestApi,
} from '@test/api';
import { StaffDigest } from './staff-digest.js';

const MINUTE = 60_000;

describe('staff hear about what needs them: the digest, the menu counts and the oldest waiting item', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let admin: SignedInStaff;
  let moderator: { id: string; email: string };
  let disabled: { id: string; email: string };
  const em = () => api.app.get(EntityManager).fork();
  const digest = (at: Date) => api.app.get(StaffDigest).run(at);
  const mailsTo = (address: string) => writtenMails(api.config.DATA_DIR).filter((mail) => mail.to.includes(address));
  const sentDigests = () =>
    writtenMails(api.config.DATA_DIR).filter((mail) => mail.subject.startsWith('Blood Match staff:'));

  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_LOGIN_IP: '1000/60', STAFF_DIGEST_INTERVAL_MINUTES: '0' });
    fixtures = await journeyFixtures(api);
    admin = await signInTestStaff(api, 'admin');
    moderator = await createTestStaff(api, 'moderator');
    disabled = await createTestStaff(api, 'moderator');
    await em().getConnection().execute(`update staff_member set disabled_at = now() where id = ?`, [disabled.id]);
  });
  afterAll(() => api.close());

  it('sends nothing when nothing arrived, then lists what did to every active staff member, then nothing again', async () => {
    const start = Date.now();
    expect(await digest(new Date(start))).toEqual({ sent: 0, items: 0 });
    expect(sentDigests()).toEqual([]);

    const person = await fixtures.person('Queued');
    const fork = em();
    const report = fixtures.storedAbuseReport(fork, { name: 'Somebody Private', description: 'Asked me for money' });
    const request = fixtures.storedRequest(fork, person.id);
    fixtures.storedFeedback(fork, person.id, request, { description: 'Fine', status: 'received' });
    fixtures.storedFeedback(fork, person.id, request);
    const application = fixtures.storedApplication(fork, { email: 'chidi.private@example.com' });
    for (const name of ['Eko Events', 'Zenith Foundation'])
      fork.create(PartnershipMessageEntity, { name, email: `${name.length}@partner.example.com`, description: 'x' });
    await fork.flush();

    // A digest covers items a minute old (later commits are not skipped): this one is run two minutes on.
    const run = await digest(new Date(start + 2 * MINUTE));
    expect(run).toEqual({ sent: 2, items: 5 });
    const [toAdmin] = mailsTo(admin.email);
    expect(mailsTo(moderator.email)).toHaveLength(1);
    expect(mailsTo(disabled.email)).toEqual([]);
    expect(toAdmin!.subject).toBe('Blood Match staff: 5 new items to look at');
    expect(toAdmin!.body).toContain(
      '1 new abuse report, 1 new flagged feedback, 1 new advocate application, 2 new partnership messages.',
    );
    expect(toAdmin!.body).toContain(`http://localhost:3000/admin/#/abuse-reports/${report.id}/show`);
    expect(toAdmin!.body).toContain(`http://localhost:3000/admin/#/advocate-applications/${application.id}/show`);
    // Only what staff need to go and look: no names or contact details by email.
    for (const personal of ['Somebody Private', 'Chidi Eze', 'chidi.private@example.com', 'Eko Events'])
      expect(toAdmin!.body).not.toContain(personal);

    expect(await digest(new Date(start + 4 * MINUTE))).toEqual({ sent: 0, items: 0 });
    expect(sentDigests()).toHaveLength(2);
  });

  it('counts what waits per queue for the menu and names the item that has waited longest', async () => {
    const fork = em();
    const old = fork.create(PartnershipMessageEntity, {
      name: 'Long Waiting',
      email: 'long@partner.example.com',
      description: 'x',
      createdAt: new Date('2026-01-02T08:00:00Z'),
    } as never);
    const handled = fixtures.storedAbuseReport(fork, {
      reporterRole: 'donor',
      name: 'Old',
      description: 'Handled long ago',
      status: 'resolved',
      createdAt: new Date('2025-01-01T08:00:00Z'),
    });
    await fork.flush();

    const queues = await api.http().get('/v1/admin/queues').set(bearer(admin.token)).expect(200);
    const byName = Object.fromEntries(
      (queues.body.data.queues as { queue: string; oldest: { id: string } | null }[]).map((queue) => [
        queue.queue,
        queue,
      ]),
    );
    expect(byName.partnership_messages).toEqual({
      queue: 'partnership_messages',
      resource: 'partnership-messages',
      filter: { status: 'new' },
      count: 3,
      oldest: { id: old.id, created_at: '2026-01-02T08:00:00.000Z' },
    });
    expect(byName.abuse_reports).toMatchObject({ count: 1 });
    expect(byName.abuse_reports!.oldest!.id).not.toBe(handled.id);
    expect(byName.flagged_feedback).toMatchObject({ count: 1 });

    const dashboard = await api.http().get('/v1/admin/dashboard').set(bearer(admin.token)).expect(200);
    expect(dashboard.body.data.waiting).toEqual(queues.body.data.queues);

    // Each count is what the queue's console list shows with the queue's filter.
    for (const queue of queues.body.data.queues as WaitingWork[]) {
      const list = await api
        .http()
        .get(`/v1/admin/${queue.resource}`)
        .query({ filter: JSON.stringify(queue.filter), range: '[0,0]' })
        .set(bearer(admin.token))
        .expect(200);
      expect([queue.queue, list.headers['content-range']?.split('/')[1]]).toEqual([queue.queue, String(queue.count)]);
    }
  });
});
