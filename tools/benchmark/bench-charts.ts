import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfigOrExit } from '@app/config';
import { SERVICE_CHARTS } from '@app/domain';
import { ALL_GROUPS, ALL_STATES, LATENCY_BUCKET_MINUTES, serviceChart, type ChartFilter } from '@app/projectors';
import { withOrm } from '@app/persistence';

const DAYS = Number(process.env.BENCH_CHART_DAYS ?? 365);
const STATES = 37;
const GROUPS = ['O+', 'A+', 'B+', 'AB+', 'O-', 'A-', 'B-', 'AB-'];
const RUNS = Number(process.env.BENCH_CHART_RUNS ?? 20);

/**
 * Fills the chart read models as a year of the benchmark's traffic would leave them (100,000 requests over 365 days
 * × 37 states × 8 groups: every cell written, about one request each, an appeal in one cell in fifty; each
 * request's acceptance and donation in a latency bucket, and the all-states and all-groups rows beside them),
 * straight by SQL since they are read models, replacing what was there.
 * chart_request and chart_active_donor are written by the projector only to attribute and deduplicate; no chart
 * reads them, so they are left empty.
 */
const fillReadModels = async (em: EntityManager, to: string) => {
  const started = performance.now();
  await em.execute('truncate chart_daily_fact, chart_latency_bucket, chart_daily_spend');
  const days = `(select ?::date - i as day from generate_series(0, ? - 1) as i) as days`;
  await em.execute(
    `insert into chart_daily_fact (day, state_id, blood_group, requests_created, requests_accepted, requests_fulfilled,
       alerts_sent, alerts_opened, active_donors, appeals_raised, appeal_donors_reached, appeal_donors_coming,
       appeal_donations)
     select day, state_id, blood_group, requests, accepted, fulfilled, requests * 30, requests * 12, accepted * 2,
       appeals, appeals * 2000, appeals * 40, appeals * 30
     from (select day, state_id, blood_group, r.requests,
             least(r.requests, (random() * 1.6)::int) as accepted, least(r.requests, (random() * 1.2)::int) as fulfilled,
             (random() < 0.02)::int as appeals
           from ${days}, generate_series(1, ?) as state_id, unnest(?::text[]) as blood_group,
                lateral (select (random() * 1.85)::int + (day - day) as requests) as r) as cell`,
    [to, DAYS, STATES, `{${GROUPS.join(',')}}`],
  );
  await em.execute(
    `insert into chart_latency_bucket (day, state_id, blood_group, metric, bucket, requests)
     select day, state_id, blood_group, metric, (random() * ?)::int, count
     from chart_daily_fact,
       lateral (values ('acceptance', requests_accepted), ('donation', requests_fulfilled)) as m (metric, count)
     where count > 0
     on conflict do nothing`,
    [LATENCY_BUCKET_MINUTES.length],
  );
  // The all-states and all-groups rows the projector keeps beside each count (rolledUp in service-charts.ts).
  const facts = [
    'requests_created',
    'requests_accepted',
    'requests_fulfilled',
    'alerts_sent',
    'alerts_opened',
    'active_donors',
    'appeals_raised',
    'appeal_donors_reached',
    'appeal_donors_coming',
    'appeal_donations',
  ];
  await em.execute(
    `insert into chart_daily_fact (day, state_id, blood_group, ${facts.join(', ')})
     select day, coalesce(state_id, ?), coalesce(blood_group, ?), ${facts.map((f) => `sum(${f})`).join(', ')}
     from chart_daily_fact group by grouping sets ((day, state_id), (day, blood_group), (day))`,
    [ALL_STATES, ALL_GROUPS],
  );
  await em.execute(
    `insert into chart_latency_bucket (day, state_id, blood_group, metric, bucket, requests)
     select day, coalesce(state_id, ?), coalesce(blood_group, ?), metric, bucket, sum(requests)
     from chart_latency_bucket
     group by grouping sets ((day, metric, bucket, state_id), (day, metric, bucket, blood_group), (day, metric, bucket))`,
    [ALL_STATES, ALL_GROUPS],
  );
  await em.execute(
    `insert into chart_daily_spend (day, sms_sent, airtime_credits, airtime_ngn)
     select day, 400 + (random() * 100)::int, 150, 150000 from ${days}`,
    [to, DAYS],
  );
  await em.execute('analyze chart_daily_fact, chart_latency_bucket, chart_daily_spend');
  const [counts] = await em.execute<{ facts: string; buckets: string; requests: string }[]>(
    `select (select count(*) from chart_daily_fact) as facts, (select count(*) from chart_latency_bucket) as buckets,
            (select sum(requests_created) from chart_daily_fact where state_id = ? and blood_group = ?) as requests`,
    [ALL_STATES, ALL_GROUPS],
  );
  console.log(
    `Filled in ${Math.round(performance.now() - started)} ms: ${counts!.facts} daily fact rows ` +
      `(${counts!.requests} requests), ${counts!.buckets} latency bucket rows, ${DAYS} spend rows.\n`,
  );
};

const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/**
 * `npm run bench:charts`: fills the chart read models at the benchmark's scale (above), then times each chart's query
 * (`serviceChart`, in Node around the call, so with the round trip) for a year and a month, unfiltered and filtered,
 * RUNS times after one untimed call, and prints a Markdown table of median and worst ms.
 */
const main = async () => {
  const config = loadConfigOrExit();
  await withOrm(config, async (orm) => {
    const em = orm.em.fork();
    const to = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    await fillReadModels(em, to);
    const year = { from: daysBefore(to, DAYS - 1), to };
    const filters: [string, ChartFilter][] = [
      ['year, all', { ...year, stateId: null, bloodGroup: null }],
      ['year, one state', { ...year, stateId: 25, bloodGroup: null }],
      ['year, one group', { ...year, stateId: null, bloodGroup: 'O-' }],
      ['year, state + group', { ...year, stateId: 25, bloodGroup: 'O-' }],
      ['30 days, all', { from: daysBefore(to, 29), to, stateId: null, bloodGroup: null }],
    ];
    console.log(`| chart | ${filters.map(([name]) => name).join(' | ')} |`);
    console.log(`| --- |${filters.map(() => ' --- |').join('')}`);
    for (const chart of SERVICE_CHARTS) {
      const cells: string[] = [];
      for (const [, filter] of filters) {
        await serviceChart(em, chart, filter);
        const times: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const start = performance.now();
          await serviceChart(em, chart, filter);
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        cells.push(`${times[Math.floor(times.length / 2)]!.toFixed(1)} / ${times.at(-1)!.toFixed(1)}`);
      }
      console.log(`| ${chart} | ${cells.join(' | ')} |`);
    }
  });
};

await main();
