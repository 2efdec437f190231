import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { seedPopulation } from '../seeding/seed-population.js';

/**
 * `donors` onboarded donors and 20,000 recipients over real towns (in slices of 100,000, so memory stays flat),
 * `requests` open requests by those recipients and 3 targets each; then ANALYZE.
 */
export const seedBenchData = async (em: EntityManager, sizes: { donors: number; requests: number }) => {
  const started = performance.now();
  for (let done = 0; done < sizes.donors; done += 100_000) {
    await seedPopulation(em, {
      prefix: `bench${done / 100_000}`,
      domain: 'bench.bloodmatch.ng',
      donors: Math.min(100_000, sizes.donors - done),
      recipients: done === 0 ? 20_000 : 0,
      passwordHash: 'bench-no-login',
    });
    process.stdout.write(`donors: ${Math.min(sizes.donors, done + 100_000)}\n`);
  }
  await em.execute(`
    with recipients as (select id, state_id, latitude, longitude, row_number() over () as n
                          from app_user where role = 'recipient' and email like '%@bench.bloodmatch.ng'),
         picks as (select g, 1 + (g % (select count(*) from recipients)) as n from generate_series(1, ${sizes.requests}) g)
    insert into blood_request (id, requester_id, recipient, first_name, last_name, gender, blood_group, units,
                               needed_at, hospital, physician, state_id, latitude, longitude, status, search_wave,
                               search_radius_km, created_at, updated_at)
    select gen_random_uuid(), r.id, 'self', 'Bench', 'Recipient' || p.g, 'Female',
           (array['A+','A-','B+','B-','AB+','AB-','O+','O-'])[1 + (p.g % 8)], 1 + (p.g % 4),
           now() + interval '2 days', 'General Hospital', 'Dr Bench', r.state_id, r.latitude, r.longitude,
           'pending', 1, 10, now() - (p.g || ' seconds')::interval, now()
      from picks p join recipients r on r.n = p.n`);
  await em.execute(`
    with donors as (select id, row_number() over () as n from app_user
                     where role = 'donor' and email like '%@bench.bloodmatch.ng'),
         total as (select count(*) as c from donors),
         requests as (select id, row_number() over () as n from blood_request)
    insert into blood_request_target (request_id, donor_id, wave, radius_km, distance_km, targeted_at)
    select r.id, d.id, 1, 10, random() * 10, now() - interval '2 days'
      from requests r cross join generate_series(0, 2) k
      join donors d on d.n = 1 + ((r.n * 7 + k * 104729) % (select c from total))
    on conflict do nothing`);
  await em.execute('analyze');
  process.stdout.write(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
};
