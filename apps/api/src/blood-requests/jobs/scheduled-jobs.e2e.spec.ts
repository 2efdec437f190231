import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SchedulerRegistry } from '@nestjs/schedule';
import { BloodRequestJobs } from './blood-request.jobs.js';
import { IKORODU, startJourneyApi, type JourneyFixtures, type TestApi, waitFor } from '@test/api';

/** The jobs as the running API schedules them, not called by hand: every timer registered, a wave run by its timer. */
describe('scheduled jobs in the running API', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;

  beforeAll(async () => {
    // Waves 5 seconds apart (the shortest the scheduler allows).
    ({ api, fixtures } = await startJourneyApi({ SEARCH_WAVE_INTERVAL_SECONDS: '5', LOG_LEVEL: 'error' }));
  });
  afterAll(() => api.close());

  it('registers every job with @nestjs/schedule', () => {
    expect(api.app.get(SchedulerRegistry).getIntervals().sort()).toEqual([
      'admin.staff-digest',
      'airtime.deliver',
      'appeals.expire',
      'blood-requests.expire',
      'blood-requests.lift-suspensions',
      'blood-requests.search-waves',
      'data-rights.retention',
      'due-reminders',
      'mail',
      'outbox-relay',
      'pending-pushes',
      'prune-event-tables',
      'prune-mail',
      'sms.decide',
      'sms.deliver',
      'sms.prune',
      'uploads.clean-up-unclaimed',
    ]);
  });

  it('widens a search on its own when the next wave is due', async () => {
    const recipient = await fixtures.person('Recipient', { bloodGroup: 'B+' });
    await fixtures.person('Near');
    const farther = await fixtures.person('Ikorodu', { at: IKORODU });
    const { id, progress } = await fixtures.createRequest(recipient);
    expect(progress).toMatchObject({ notified: 1, radius_km: 10, wave: 1 });
    expect((await fixtures.feed(farther)).donations).toEqual([]);

    await waitFor(async () => (await fixtures.feed(farther)).donations.length > 0, 20_000, 'the second wave', 250);
    expect((await fixtures.feed(farther)).donations.map((request: { id: string }) => request.id)).toEqual([id]);
    const mine = (await api.http().get('/v1/requests').set(fixtures.auth(recipient)).expect(200)).body.data;
    expect(mine.requests[0].progress).toMatchObject({ notified: 2, radius_km: 25, wave: 2 });
  }, 30_000);

  it('clears the suspensions and pauses that ended, and only those', async () => {
    const now = new Date();
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const ended = await fixtures.person('RestEnded');
    const running = await fixtures.person('StillSuspended');
    const restrict = (id: string, suspendedUntil: Date, pausedUntil: Date) =>
      fixtures
        .em()
        .execute('update app_user set suspended_until = ?, paused_until = ? where id = ?', [
          suspendedUntil,
          pausedUntil,
          id,
        ]);
    await restrict(ended.id, at(-1), at(-5));
    await restrict(running.id, at(60), at(120));

    expect(await api.app.get(BloodRequestJobs).liftEndedSuspensions(now)).toBe(1);
    const rows = await fixtures.em().execute<{ id: string; suspended: boolean; paused: boolean }[]>(
      `select id, suspended_until is not null as suspended, paused_until is not null as paused
           from app_user where id in (?, ?) order by first_name`,
      [ended.id, running.id],
    );
    expect(rows).toEqual([
      { id: ended.id, suspended: false, paused: false },
      { id: running.id, suspended: true, paused: true },
    ]);
  });
});
