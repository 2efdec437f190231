import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { ReminderEntity } from '@app/persistence';
import { journeyFixtures, startTestApi, type Person, type TestApi } from '@test/api';
import { signedReminderIcsUrl } from './reminder-ics-link.js';

/** Calendar apps fetch the .ics link with no session: the link's signature alone lets one reminder out. */
describe('the signed .ics link of a reminder', () => {
  let api: TestApi;
  let owner: Person;
  let other: Person;
  let reminderId: string;

  const listedIcsLink = async (who: Person) => {
    const reply = await api
      .http()
      .get('/v1/reminders')
      .set({ authorization: `Bearer ${who.token}` })
      .expect(200);
    const reminder = (reply.body.data.reminders as { id: string; calendar: { ics: string } }[]).find(
      (item) => item.id === reminderId,
    );
    return reminder && new URL(reminder.calendar.ics);
  };
  const get = (link: URL) => api.http().get(`${link.pathname}${link.search}`);

  beforeAll(async () => {
    api = await startTestApi({ LOG_LEVEL: 'error' });
    const { person } = await journeyFixtures(api);
    owner = await person('Owner');
    other = await person('Other');
    const reminder = api.app
      .get(EntityManager)
      .fork()
      .create(ReminderEntity, {
        userId: owner.id,
        kind: 'donation',
        title: 'Blood donation at Lagos Island General Hospital',
        description: 'You accepted a blood request on Blood Match.',
        location: 'Lagos Island General Hospital',
        date: new Date('2026-12-01T09:00:00.000Z'),
        eventId: randomUUID(),
      });
    await api.app.get(EntityManager).fork().persist(reminder).flush();
    reminderId = reminder.id;
  });
  afterAll(() => api.close());

  it('opens without a bearer token and holds no session token', async () => {
    const link = (await listedIcsLink(owner))!;
    expect([...link.searchParams.keys()]).toEqual(['signature']);
    expect(link.href).not.toContain(owner.token);
    const ics = await get(link).expect(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.text).toContain('SUMMARY:Blood donation at Lagos Island General Hospital');
    expect(await listedIcsLink(other)).toBeUndefined();
  });

  it('is a 404 when the signature is tampered with, missing or empty', async () => {
    const link = (await listedIcsLink(owner))!;
    const signature = link.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of [flipped, signature.slice(1), `${signature}x`, '']) {
      link.searchParams.set('signature', tampered);
      await get(link).expect(404);
    }
    await api.http().get(`/v1/reminders/${reminderId}.ics`).expect(404);
    await api
      .http()
      .get(`/v1/reminders/${reminderId}.ics`)
      .set({ authorization: `Bearer ${owner.token}` })
      .expect(404);
  });

  it("is a 404 when signed for another user's id, or moved to another reminder", async () => {
    const signedForOther = new URL(signedReminderIcsUrl(api.config, reminderId, other.id));
    await get(signedForOther).expect(404);
    const ownerLink = (await listedIcsLink(owner))!;
    const moved = new URL(ownerLink.href.replace(reminderId, randomUUID()));
    await get(moved).expect(404);
    await get(new URL(signedReminderIcsUrl(api.config, reminderId, owner.id))).expect(200);
  });
});
