import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { eventually, startTestApi, type TestApi } from '@test/api';
import { seedDemo } from './seed-demo.js';

/** `npm run seed:demo`: a demo install whose home page figures count real, projected events. */
describe('seed-demo', () => {
  let api: TestApi;
  const figures = async () =>
    (await api.http().get('/v1/stats/platform').expect(200)).body.data as Record<string, number>;
  const projected = (ok: (value: Record<string, number>) => boolean) =>
    eventually(figures, ok, { timeoutMs: 30_000, intervalMs: 200 });

  beforeAll(async () => {
    api = await startTestApi({ OUTBOX_POLL_INTERVAL_MS: '50' });
  });
  afterAll(() => api.close());

  it('signs up donors, creates requests, accepts and confirms donations through the commands, once', async () => {
    const em = api.app.get(EntityManager);
    const first = await seedDemo(em.fork(), api.config);
    expect(first).toMatch(/400 donors, 60 recipients/);
    expect(first).toMatch(/6 new demo hospitals, 20 new open requests/);
    const hospitals = await em
      .fork()
      .execute<{ name: string; source: string; status: string; position_source: string }[]>(
        `select name, source, status, position_source from hospital order by name`,
      );
    expect(hospitals).toHaveLength(6);
    expect(hospitals.every((row) => row.source === 'demo' && row.position_source === 'town')).toBe(true);
    const [donations] = await em
      .fork()
      .execute<{ accepted: number; confirmed: number }[]>(
        `select count(*)::int as accepted, count(*) filter (where status = 'confirmed')::int as confirmed from donation_match`,
      );
    expect(donations!.accepted).toBeGreaterThan(0);
    expect(donations!.confirmed).toBeGreaterThan(0);

    const counted = await projected((value) => value.successful_matches === donations!.confirmed);
    expect(counted).toEqual({
      registered_donors: 400,
      donation_requests: 20,
      successful_matches: donations!.confirmed,
      advocates: 0,
    });

    const second = await seedDemo(em.fork(), api.config);
    expect(second).toMatch(
      /0 new demo hospitals, 0 new open requests, 0 new accepted donations, 0 new confirmed donations/,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await figures()).toEqual(counted);
  });
});
