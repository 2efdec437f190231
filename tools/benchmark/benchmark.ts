import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { loadConfigOrExit } from '@app/config';
import type { BloodGroup } from '@app/domain';
import { NIGERIAN_TOWNS } from '@app/geo';
import { withOrm } from '@app/persistence';
import {
  bind,
  DonorTargeting,
  nearestEligibleDonorsSql,
  targetingRuleParameters,
} from '../../apps/api/src/blood-requests/search/donor-targeting.js';
import { donorFeedSql } from '../../apps/api/src/blood-requests/queries/donor-requests/list-donor-requests.http.controller.js';
import { seedPopulation } from '../seeding/seed-population.js';

/**
 * `node dist-tools/tools/benchmark/benchmark.js seed|measure` (npm run bench:seed, bench:measure):
 * seeds BENCH_DONORS donors (default 1,000,000) and BENCH_REQUESTS open requests (100,000) over real towns, then
 * measures target selection (top 50 eligible compatible donors by distance) and the donor feed page.
 */
const DONORS = Number(process.env.BENCH_DONORS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${label}: n=${sorted.length} p50=${percentile(sorted, 50).toFixed(2)} ms p95=${percentile(sorted, 95).toFixed(2)} ms p99=${percentile(sorted, 99).toFixed(2)} ms`;
};

const main = async () => {
  const command = process.argv[2];
  const config = loadConfigOrExit();
  await withOrm(config, async (orm) => {
    const em = orm.em.fork();
    if (command === 'seed') {
      const started = performance.now();
      for (let done = 0; done < DONORS; done += 100_000) {
        await seedPopulation(em, {
          prefix: `bench${done / 100_000}`,
          domain: 'bench.bloodmatch.ng',
          donors: Math.min(100_000, DONORS - done),
          recipients: done === 0 ? 20_000 : 0,
          passwordHash: 'bench-no-login',
        });
        process.stdout.write(`donors: ${Math.min(DONORS, done + 100_000)}\n`);
      }
      await em.execute(`
        with recipients as (select id, state_id, latitude, longitude, row_number() over () as n
                              from app_user where role = 'recipient' and email like '%@bench.bloodmatch.ng'),
             picks as (select g, 1 + (g % (select count(*) from recipients)) as n from generate_series(1, ${REQUESTS}) g)
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
      return;
    }
    const targeting = new DonorTargeting(config);
    const groups: BloodGroup[] = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];
    const owner = (await em.execute<{ id: string }[]>(`select id from app_user where role = 'recipient' limit 1`))[0]!
      .id;
    const towns = NIGERIAN_TOWNS.slice(0, 200);
    const selection: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const town = towns[i % towns.length]!;
      const started = performance.now();
      await targeting.selectDonors(
        em,
        {
          requestId: '00000000-0000-0000-0000-000000000000',
          ownerId: owner,
          bloodGroup: groups[i % groups.length]!,
          latitude: town.latitude,
          longitude: town.longitude,
          radiusKm: 10,
          stateId: null,
        },
        50,
      );
      selection.push(performance.now() - started);
    }
    const donors = await em.execute<{ donor_id: string }[]>(
      `select distinct donor_id from blood_request_target limit ${SAMPLES}`,
    );
    const feed: number[] = [];
    const sql = donorFeedSql({ bloodGroup: false, gender: false });
    for (const { donor_id } of donors) {
      const started = performance.now();
      await em.execute(sql, [donor_id, new Date(Date.now() - 86_400_000), 20, 0]);
      feed.push(performance.now() - started);
    }
    process.stdout.write(`${summary('target selection (top 50 within 10 km)', selection)}\n`);
    process.stdout.write(`${summary('donor feed page (20)', feed)}\n`);
    const lagos = NIGERIAN_TOWNS[0]!;
    const [sqlText, values] = bind(nearestEligibleDonorsSql('A+'), {
      lat: lagos.latitude,
      lng: lagos.longitude,
      radius: 10_000,
      state: null,
      ...targetingRuleParameters(new Date(), owner, '00000000-0000-0000-0000-000000000000', 3),
      limit: 50,
    });
    const explain = await em.execute<Array<Record<string, string>>>(`explain (analyze, buffers) ${sqlText}`, values);
    process.stdout.write(
      `\nEXPLAIN ANALYZE target selection (A+, Lagos, 10 km):\n${explain.map((row) => Object.values(row)[0]).join('\n')}\n`,
    );
    const feedExplain = await em.execute<Array<Record<string, string>>>(
      `explain (analyze, buffers) ${sql.replace('where t.donor_id = ?', `where t.donor_id = '${donors[0]!.donor_id}'`).replace('r.needed_at > ?', `r.needed_at > now() - interval '1 day'`).replace('limit ? offset ?', 'limit 20 offset 0')}`,
    );
    process.stdout.write(
      `\nEXPLAIN ANALYZE donor feed:\n${feedExplain.map((row) => Object.values(row)[0]).join('\n')}\n`,
    );
  });
};

await main();
