import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { donationReminder } from '@app/domain';
import { eventually, journeyFixtures, type JourneyFixtures, startTestApi, type TestApi } from '@test/api';
import { reminderIcsFile } from './reminder-ics-file.js';

interface Calendar {
  google: string;
  outlook: string;
  yahoo: string;
  ics: string;
}

/** DTSTAMP says when the file was written; everything else must be the same whichever way it was made. */
const withoutStamp = (ics: string) => ics.replace(/\r\nDTSTAMP:[^\r]*/, '');

/** The accept reply's calendar links and the stored reminder (its links and .ics) come from one builder. */
describe('the reminder of an accepted request', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;

  beforeAll(async () => {
    api = await startTestApi({ LOG_LEVEL: 'error' });
    fixtures = await journeyFixtures(api);
  });
  afterAll(() => api.close());

  it('is the same in the accept reply, in the reminders list and in its .ics file', async () => {
    const { person, requestBody, auth, feed } = fixtures;
    const recipient = await person('Recipient', { bloodGroup: 'B+' });
    const donor = await person('Donor', { bloodGroup: 'A+' });
    const hospital = 'Lagos University Teaching Hospital, Idi-Araba; Block C';
    await api.http().post('/v1/requests').set(auth(recipient)).send(requestBody({ hospital })).expect(201);
    const requestId = (await feed(donor)).donations[0].id as string;
    const accepted = await api
      .http()
      .put(`/v1/requests/donor/${requestId}`)
      .set(auth(donor))
      .send({ status: 'accepted' })
      .expect(200);
    const { reminder } = accepted.body.data as { reminder: Calendar & { id: string; title: string; date: string } };

    const expected = donationReminder({
      hospital,
      stateName: 'Lagos',
      recipientFirstName: 'Recipient',
      neededAt: new Date(reminder.date),
      donorCode: accepted.body.data.donor_code as string,
    });
    expect(expected.description).toContain('Donor code: ');
    expect(reminder.title).toBe(expected.title);
    expect(new URL(reminder.google).searchParams.get('details')).toBe(expected.description);
    expect(new URL(reminder.google).searchParams.get('location')).toBe(expected.location);

    const listed = await eventually(
      async () =>
        (await api.http().get('/v1/reminders').set(auth(donor)).expect(200)).body.data.reminders as {
          id: string;
          calendar: Calendar;
        }[],
      (reminders) => reminders.some((item) => item.id === reminder.id),
    );
    const stored = listed.find((item) => item.id === reminder.id)!;
    expect(stored.calendar).toEqual({
      google: reminder.google,
      outlook: reminder.outlook,
      yahoo: reminder.yahoo,
      ics: reminder.ics,
    });

    const link = new URL(reminder.ics);
    const ics = await api.http().get(`${link.pathname}${link.search}`).expect(200);
    expect(withoutStamp(ics.text)).toBe(withoutStamp(reminderIcsFile(expected, `${reminder.id}@bloodmatch.ng`)));
  });
});
