// npm run bench:appeals: an urgent appeal for every blood group in Lagos State on the bench database, raised by a staff
// member through the admin API, with each transport in turn (BENCH_APPEAL_SETUPS, default inline, kafka:1, kafka:2:
// the API alone, or the Kafka test broker with one or two projector processes). For each it measures how many donors
// the appeal admits, when each one's in-app notification was committed (per donor from the raise, and the last), when
// the Web Push test service (test-push-service.mjs, a process of its own) received the pushes to the BENCH_SUBSCRIBED
// (10,000) donors subscribed to it, and the p99 of `GET /v1/user` and of the donor feed during the fan-out against
// the same endpoints' p99 with the API idle just before (autocannon, BENCH_CONNECTIONS closed-loop connections per
// endpoint). Seeds BENCH_DONORS (1,000,000) bench donors into BENCH_DATA_DIR (or DATA_DIR; default .data-bench) once,
// as `npm run bench` does. Before each setup earlier appeals are stopped, their notifications deleted and their
// recipients' cool-down moved into the past, so each setup starts alike. Writes the table to docs/benchmarks.md
// between the bench-appeals markers unless BENCH_WRITE=0. BENCH_CPU_PROF=<dir> profiles the API and projectors.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  cpuMs,
  clusterCpuMs,
  migrateAndSeedOnce,
  runNode,
  startApi,
  startKafkaTestBroker,
  startProjectors,
  startTestPushService,
  stopProcess,
} from './bench-processes.mjs';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3997);
const dataDir = process.env.BENCH_DATA_DIR ?? process.env.DATA_DIR ?? '.data-bench';
const donors = Number(process.env.BENCH_DONORS ?? 1_000_000);
const subscribed = Number(process.env.BENCH_SUBSCRIBED ?? 10_000);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 2);
const timeoutSeconds = Number(process.env.BENCH_APPEAL_TIMEOUT ?? 300);
// BENCH_PG_STATEMENTS=<n>: the n statements that took PostgreSQL the most time during each fan-out (the cluster needs
// `shared_preload_libraries = 'pg_stat_statements'`), and what its sessions were doing, sampled every 200 ms.
const statementsShown = Number(process.env.BENCH_PG_STATEMENTS ?? 0);
const setups = (process.env.BENCH_APPEAL_SETUPS ?? 'inline,kafka:1,kafka:2').split(',').map((setup) => {
  const [transport, count] = setup.split(':');
  if (!['inline', 'kafka'].includes(transport)) throw new Error(`unknown setup ${setup}: inline or kafka:<n>`);
  return { transport, projectors: transport === 'kafka' ? Number(count ?? 1) : 0 };
});
const GOALS = { storedSeconds: 30, pushedSeconds: 60, p99Ratio: 2 };
const STAFF_PASSWORD = 'bench appeals staff passphrase';
const DEMO_PASSWORD = 'demo-blood-match-2026';

const baseEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  LOG_LEVEL: 'warn',
  BENCH_REQUESTS: process.env.BENCH_REQUESTS ?? String(Math.ceil(donors / 10)),
  // The pushes go to the local test service: its address is listed, its self-signed certificate trusted.
  PUSH_ENDPOINT_HOSTS: '127.0.0.1',
  NODE_EXTRA_CA_CERTS: join(root, 'libs/testing/src/push-service/test-push-service.cert.pem'),
};
const base = `http://127.0.0.1:${port}`;
const { runningEmbeddedDatabaseUrl } = await import('../dist/libs/persistence/src/database/running-cluster.js');
const { appealAdmissionSql, appealAdmissionParameters } = await import('../dist/libs/projectors/src/index.js');
const { bindNamed } = await import('../dist/libs/persistence/src/index.js');
const { totpCode } = await import('../dist/libs/auth/src/index.js');

/** The PID of this data directory's PostgreSQL server (the first line of its postmaster.pid). */
const postmaster = () => Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const connect = async () => {
  const client = new pg.Client(runningEmbeddedDatabaseUrl(dataDir));
  await client.connect();
  return client;
};
const call = async (method, path, token, body) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
};

// The appeal's admission rule as the fan-out applies it (appeal-fanout.ts), `?`-bound for pg's `$n`.
const positional = ([sql, values]) => {
  let n = 0;
  return [sql.replace(/\?/g, () => `$${(n += 1)}`), values];
};
const admittedSql = async (client, select) => {
  const { rows } = await client.query(
    `select s.id, h.latitude, h.longitude from state s join hospital h on h.state_id = s.id
      where s.name = 'Lagos' and h.status = 'verified' order by h.name limit 1`,
  );
  const appeal = {
    id: '00000000-0000-0000-0000-000000000000',
    bloodGroups: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
    areaKind: 'state',
    areaStateId: rows[0].id,
    areaLgas: [],
    areaRadiusKm: null,
    hospitalLatitude: rows[0].latitude,
    hospitalLongitude: rows[0].longitude,
    stateLgaSeats: [],
  };
  const cooldownDays = Number(baseEnv.APPEAL_COOLDOWN_DAYS ?? 7);
  return positional(
    bindNamed(
      `${select} from app_user u where ${Object.values(appealAdmissionSql('state')).join(' and ')}`,
      appealAdmissionParameters(appeal, new Date(), cooldownDays),
    ),
  );
};

/** Earlier appeals stopped, their notices gone and their recipients' cool-down over: every setup starts alike. */
const startAfresh = async (client, staffToken) => {
  const { rows: running } = await client.query(`select id from appeal where status = 'running'`);
  for (const { id } of running) await call('POST', `/v1/admin/appeals/${id}/stop`, staffToken);
  for (let i = 0; i < 600; i += 1) {
    const { rows } = await client.query(
      `select count(*)::int as n from outbox_message where published_at is null and abandoned_at is null`,
    );
    if (rows[0].n === 0) break;
    await sleep(500);
  }
  await client.query(`delete from notification where message_key = 'notices:appeal'`);
  await client.query(
    `update appeal_recipient set reached_at = reached_at - make_interval(days => $1)
      where reached_at > now() - make_interval(days => $1)`,
    [Number(baseEnv.APPEAL_COOLDOWN_DAYS ?? 7) + 1],
  );
  await client.query('vacuum analyze notification, appeal_recipient');
};

/** A staff member of the console signed in (password, authenticator enrolment, first code), as the console does. */
const signInStaff = async (email) => {
  const login = await call('POST', '/v1/admin/auth/login', null, { email, password: STAFF_PASSWORD });
  const challenge = login.data.challenge_token;
  const { data } = await call('POST', '/v1/admin/auth/totp/enrolment', null, { challenge_token: challenge });
  const done = await call('POST', '/v1/admin/auth/totp', null, {
    challenge_token: challenge,
    code: totpCode(data.secret),
  });
  return done.data.token;
};

// A closed loop on one endpoint: `connections` clients, each sending its next request when the last was answered.
const closedLoop = (path, token, seconds) => {
  let instance;
  // When each answer came and how long it took: the p99 of a part of the run (storing, then the pushes' tail).
  const answers = [];
  const done = new Promise((resolve, reject) => {
    instance = autocannon(
      { url: `${base}${path}`, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, took) => answers.push([Date.now(), took]));
  });
  return { stop: () => instance.stop(), done, answers };
};
const ENDPOINTS = [
  { key: 'user', path: '/v1/user' },
  { key: 'feed', path: '/v1/requests/donor?page=1&limit=20' },
];
/** Both endpoints under load while `during` runs (or for `seconds`); their p99 latency. */
const loadOf = async (token, seconds, during = () => sleep(seconds * 1000)) => {
  const loops = ENDPOINTS.map((endpoint) => closedLoop(endpoint.path, token, seconds + 60));
  const outcome = await during();
  for (const loop of loops) loop.stop();
  const done = await Promise.all(loops.map((loop) => loop.done));
  return {
    outcome,
    latency: Object.fromEntries(
      ENDPOINTS.map((endpoint, i) => [
        endpoint.key,
        { p99: done[i].latency.p99, requests: done[i].requests.total, errors: done[i].errors + done[i].non2xx },
      ]),
    ),
    answers: Object.fromEntries(ENDPOINTS.map((endpoint, i) => [endpoint.key, loops[i].answers])),
  };
};

/** Resets pg_stat_statements and samples pg_stat_activity until `report` prints both. */
const statementSnapshot = async (client) => {
  await client.query('create extension if not exists pg_stat_statements');
  await client.query('select pg_stat_statements_reset()');
  const sessionsSql = `select sessions::int as n from pg_stat_database where datname = current_database()`;
  const sessionsBefore = (await client.query(sessionsSql)).rows[0].n;
  const sampler = await connect();
  const states = new Map();
  // Each backend's CPU (from /proc) when first seen and last seen, by the application of its session.
  const backends = new Map();
  let samples = 0;
  let sampling = true;
  const sampled = (async () => {
    while (sampling) {
      const { rows: sessions } = await sampler.query(
        `select pid, coalesce(nullif(application_name, ''), backend_type) as app from pg_stat_activity
          where pid <> pg_backend_pid()`,
      );
      for (const { pid, app } of sessions) {
        try {
          const used = cpuMs(pid);
          const known = backends.get(pid) ?? { app, first: samples === 0 ? used : 0, last: used };
          backends.set(pid, { ...known, last: used });
        } catch {
          // ended meanwhile
        }
      }
      const { rows } = await sampler.query(
        `select coalesce(nullif(application_name, ''), backend_type) as app, state,
                coalesce(wait_event_type || ':' || wait_event, 'cpu') as wait, count(*)::int as n
           from pg_stat_activity where pid <> pg_backend_pid() and state is not null and state <> 'idle'
          group by 1, 2, 3`,
      );
      samples += 1;
      for (const row of rows) {
        const key = `${row.app} ${row.state} ${row.wait}`;
        states.set(key, (states.get(key) ?? 0) + row.n);
      }
      await sleep(200);
    }
  })();
  return {
    report: async () => {
      sampling = false;
      await sampled;
      await sampler.end();
      const { rows } = await client.query(
        `select calls, rows, round(total_exec_time)::int as ms, round(mean_exec_time::numeric, 2) as mean_ms,
                shared_blks_hit + shared_blks_read as blocks, regexp_replace(left(query, 160), '\\s+', ' ', 'g') as query
           from pg_stat_statements order by total_exec_time desc limit $1`,
        [statementsShown],
      );
      console.table(rows);
      const byApp = new Map();
      for (const { app, first, last } of backends.values()) {
        const entry = byApp.get(app) ?? { backends: 0, cpuMs: 0 };
        byApp.set(app, { backends: entry.backends + 1, cpuMs: entry.cpuMs + last - first });
      }
      console.table(Object.fromEntries(byApp));
      console.log(`sessions opened meanwhile: ${(await client.query(sessionsSql)).rows[0].n - sessionsBefore}`);
      console.table(
        [...states.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 20)
          .map(([key, n]) => ({ sessions: key, average: (n / samples).toFixed(2) })),
      );
    },
  };
};

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : null;

/** One setup: raise the appeal, follow its fan-out until every admitted donor is noted and every push arrived. */
const measureSetup = async (setup, { staffToken, pushService }) => {
  const env = { ...baseEnv, EVENT_TRANSPORT: setup.transport };
  const broker = setup.transport === 'kafka' ? await startKafkaTestBroker() : null;
  if (broker) env.KAFKA_BROKERS = broker.brokers;
  // Named sessions (node-postgres reads PGAPPNAME), so pg_stat_activity tells the API's from the projectors'.
  const api = await startApi({ ...env, PGAPPNAME: 'api' });
  const projectors = [];
  const client = await connect();
  try {
    for (let i = 0; i < setup.projectors; i += 1)
      projectors.push(
        await startProjectors({
          ...env,
          DATABASE_URL: runningEmbeddedDatabaseUrl(dataDir),
          PGAPPNAME: `projectors-${i + 1}`,
        }),
      );
    // The consumer group settles on its members (a rebalance when the second joins) before anything is timed.
    if (projectors.length > 1) await sleep(5000);
    const donorToken = (
      await call('POST', '/v1/auth/login', null, { email: 'demo-donor-1@demo.bloodmatch.ng', password: DEMO_PASSWORD })
    ).data.token;
    await startAfresh(client, staffToken);
    const { rows: hospitals } = await client.query(
      `select h.id from hospital h join state s on s.id = h.state_id
        where s.name = 'Lagos' and h.status = 'verified' order by h.name limit 1`,
    );
    const [countSql, countValues] = await admittedSql(client, 'select count(*)::int as n');
    const eligible = (await client.query(countSql, countValues)).rows[0].n;
    const { rows: pushable } = await client.query(
      `select count(distinct d.user_id)::int as n from device_token d where d.device_id like 'bench-appeals-%'`,
    );
    const idle = await loadOf(donorToken, idleSeconds);
    const statements = statementsShown > 0 ? await statementSnapshot(client) : null;
    const cpuBefore = {
      api: cpuMs(api.pid),
      projectors: projectors.reduce((sum, p) => sum + cpuMs(p.child.pid), 0),
      broker: broker ? cpuMs(broker.child.pid) : 0,
      pushService: cpuMs(pushService.child.pid),
      database: clusterCpuMs(postmaster()),
    };
    const busy = await loadOf(donorToken, timeoutSeconds, async () => {
      const raisedAt = Date.now();
      const appeal = await call('POST', '/v1/admin/appeals', staffToken, {
        hospital_id: hospitals[0].id,
        blood_groups: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
        area: { kind: 'state', state: 'Lagos' },
        units_wanted: 200,
        until: new Date(Date.now() + 24 * 3_600_000).toISOString(),
        reason: 'Benchmark: every group in Lagos State',
      });
      const raiseMs = Date.now() - raisedAt;
      let storedAt = null;
      let pushedAt = null;
      let reached = 0;
      let lastChange = Date.now();
      while (Date.now() - raisedAt < timeoutSeconds * 1000 && (storedAt === null || pushedAt === null)) {
        await sleep(500);
        // The batches' own tally (`appeal.donors-reached`, written with their recipients): a count of appeal_recipient
        // twice a second took PostgreSQL 80-110 ms each, as much CPU as the fan-out's own sessions.
        const { rows } = await client.query(
          `select coalesce(sum((payload->>'donors')::int), 0)::int as n from outbox_message
            where aggregate_id = $1 and message_type = 'appeal.donors-reached'`,
          [appeal.id],
        );
        if (rows[0].n !== reached) lastChange = Date.now();
        reached = rows[0].n;
        if (storedAt === null && reached >= eligible) storedAt = Date.now();
        if (pushedAt === null && (await pushService.deliveries()).filter((t) => t >= raisedAt).length >= pushable[0].n)
          pushedAt = Date.now();
        // Nothing new for a minute: the fan-out is over without reaching everyone (reported as such).
        if (Date.now() - lastChange > 60_000) break;
      }
      return { appeal, raisedAt, raiseMs, storedAt, pushedAt, reached };
    });
    const { appeal, raisedAt, raiseMs, storedAt, reached } = busy.outcome;
    if (statements) await statements.report();
    const cpu = {
      api: cpuMs(api.pid) - cpuBefore.api,
      projectors: projectors.reduce((sum, p) => sum + cpuMs(p.child.pid), 0) - cpuBefore.projectors,
      broker: (broker ? cpuMs(broker.child.pid) : 0) - cpuBefore.broker,
      pushService: cpuMs(pushService.child.pid) - cpuBefore.pushService,
      database: clusterCpuMs(postmaster()) - cpuBefore.database,
    };
    // Per donor: from the raise to the commit of the transaction that stored their notice.
    const { rows: perDonor } = await client.query(
      `select percentile_cont(array[0.5, 0.95]) within group (order by extract(epoch from at) * 1000 - $2) as p,
              count(*)::int as n, max(extract(epoch from at) * 1000 - $2) as last
         from (select coalesce(pg_xact_commit_timestamp(xmin), created_at) as at
                 from notification where url = $1) n`,
      [`/app/appeals/${appeal.id}`, raisedAt],
    );
    const pushTimes = (await pushService.deliveries()).filter((t) => t >= raisedAt).sort((a, b) => a - b);
    // Each endpoint's p99 while the notifications were being stored, and after (the pushes' tail).
    const storedUntil = raisedAt + Number(perDonor[0].last ?? 0);
    const p99Within = (answers, from, to) =>
      percentile(
        answers
          .filter(([at]) => at >= from && at < to)
          .map(([, took]) => took)
          .sort((a, b) => a - b),
        0.99,
      );
    const phases = Object.fromEntries(
      ENDPOINTS.map(({ key }) => [
        key,
        {
          storing: p99Within(busy.answers[key], raisedAt, storedUntil),
          after: p99Within(busy.answers[key], storedUntil, Infinity),
        },
      ]),
    );
    await call('POST', `/v1/admin/appeals/${appeal.id}/stop`, staffToken);
    return {
      setup,
      eligible,
      reached,
      notified: perDonor[0].n,
      raiseMs,
      storedMs: storedAt === null ? null : Number(perDonor[0].last),
      p50Ms: perDonor[0].p ? Number(perDonor[0].p[0]) : null,
      p95Ms: perDonor[0].p ? Number(perDonor[0].p[1]) : null,
      subscribed: pushable[0].n,
      pushes: pushTimes.length,
      pushedMs: pushTimes.length >= pushable[0].n ? pushTimes[pushable[0].n - 1] - raisedAt : null,
      pushP50Ms: percentile(pushTimes, 0.5) === null ? null : percentile(pushTimes, 0.5) - raisedAt,
      idle: idle.latency,
      busy: busy.latency,
      phases,
      cpu,
      load: loadavg()[0],
    };
  } finally {
    await client.end();
    for (const projector of projectors) await projector.stop();
    await stopProcess(api);
    await broker?.stop();
  }
};

/**
 * Once per run: the commit timestamps the per-donor times are read from, a staff member to raise the appeals, and
 * BENCH_SUBSCRIBED donors the appeal admits subscribed to the test push service. The subscriptions are written with
 * the SQL of the API's device registration (device_token), as a browser's `POST /v1/user/token` would store them.
 */
const prepare = async (pushService) => {
  let api = await startApi({ ...baseEnv, EVENT_TRANSPORT: 'inline' });
  let client = await connect();
  if ((await client.query(`show track_commit_timestamp`)).rows[0].track_commit_timestamp !== 'on') {
    await client.query(`alter system set track_commit_timestamp = on`);
    await client.end();
    await stopProcess(api);
    api = await startApi({ ...baseEnv, EVENT_TRANSPORT: 'inline' });
    client = await connect();
  }
  try {
    const staffEmail = `bench-appeals-${Date.now()}@staff.bench.bloodmatch.ng`;
    await runNode(
      [
        'dist/apps/api/src/cli.js',
        'staff-create',
        '--email',
        staffEmail,
        '--role',
        'moderator',
        '--password',
        STAFF_PASSWORD,
      ],
      baseEnv,
    );
    // Signed in once: the session outlives the API's restarts (its secret is kept in DATA_DIR).
    const staffToken = await signInStaff(staffEmail);
    await startAfresh(client, staffToken);
    const [sql, values] = await admittedSql(client, 'select u.id');
    const { rows: chosen } = await client.query(`${sql} order by md5(u.id::text) limit ${subscribed}`, values);
    const subscriptions = await pushService.subscribe(chosen.length);
    await client.query(`delete from device_token where device_id like 'bench-appeals-%'`);
    await client.query(
      `insert into device_token (id, user_id, device_id, notification_token, updated_at)
       select gen_random_uuid(), u, 'bench-appeals-' || n, t, now()
         from unnest($1::uuid[], $2::text[]) with ordinality as s(u, t, n)`,
      [chosen.map((row) => row.id), subscriptions],
    );
    return { staffToken };
  } finally {
    await client.end();
    await stopProcess(api);
  }
};

await migrateAndSeedOnce(baseEnv, donors);
await runNode(['dist-tools/tools/seeding/seed-demo.cli.js'], baseEnv);
const pushService = await startTestPushService();
const results = [];
try {
  const prepared = await prepare(pushService);
  for (const setup of setups) {
    const result = await measureSetup(setup, { ...prepared, pushService });
    results.push(result);
    console.log(JSON.stringify(result));
  }
} finally {
  await pushService.stop();
}

const seconds = (ms) => (ms === null ? 'not reached' : `${(ms / 1000).toFixed(1)} s`);
const setupName = (setup) =>
  setup.transport === 'inline'
    ? 'inline (projectors in the API process)'
    : `Kafka test broker, ${setup.projectors} projector process${setup.projectors > 1 ? 'es' : ''}`;
const ratio = (r, key) => r.busy[key].p99 / Math.max(1, r.idle[key].p99);
const met = (ok) => (ok ? 'met' : '**not met**');
const rows = results.map((r) => {
  const allStored = r.storedMs !== null && r.notified === r.eligible;
  const allPushed = r.pushedMs !== null;
  return [
    setupName(r.setup),
    `${r.eligible} / ${r.notified}`,
    `${seconds(r.storedMs)} (${met(allStored && r.storedMs <= GOALS.storedSeconds * 1000)})`,
    `${seconds(r.p50Ms)} / ${seconds(r.p95Ms)}`,
    `${r.pushes} of ${r.subscribed}, ${seconds(r.pushedMs)} (${met(allPushed && r.pushedMs <= GOALS.pushedSeconds * 1000)})`,
    ...ENDPOINTS.map(
      ({ key }) =>
        `${r.idle[key].p99} → ${r.busy[key].p99} ms, ×${ratio(r, key).toFixed(2)} (${met(ratio(r, key) <= GOALS.p99Ratio)})${r.busy[key].errors ? `, ${r.busy[key].errors} errors` : ''}`,
    ),
    `${(r.cpu.api / 1000).toFixed(0)} / ${(r.cpu.projectors / 1000).toFixed(0)} / ${(r.cpu.database / 1000).toFixed(0)} s`,
    r.load.toFixed(1),
  ];
});
const table = [
  '| setup | eligible / notified | all notifications stored (goal 30 s) | per donor p50 / p95 | Web Push received (goal 60 s) | `GET /v1/user` p99 idle → during | donor feed p99 idle → during | CPU API / projectors / PostgreSQL | load |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((cells) => `| ${cells.join(' | ')} |`),
].join('\n');
console.log(table);

if (process.env.BENCH_WRITE !== '0') {
  // The fan-out's pacing as set for this run (unset: the defaults of docs/configuration.md).
  const pacing = [
    'APPEAL_FANOUT_LANES',
    'APPEAL_FANOUT_REST_PERCENT',
    'APPEAL_PUSH_CONCURRENCY',
    'APPEAL_PUSHES_PER_SECOND',
    'APPEAL_FANOUT_BATCH',
    'PROJECTORS_NICE',
  ]
    .filter((name) => process.env[name] !== undefined)
    .map((name) => `${name}=${process.env[name]} `)
    .join('');
  const command = `${pacing}BENCH_DATA_DIR=${dataDir} BENCH_DONORS=${donors} BENCH_SUBSCRIBED=${subscribed} BENCH_CONNECTIONS=${connections} BENCH_IDLE_SECONDS=${idleSeconds} BENCH_APPEAL_SETUPS=${setups.map((s) => (s.transport === 'inline' ? 'inline' : `kafka:${s.projectors}`)).join(',')} npm run bench:appeals`;
  const written = [
    '<!-- bench-appeals:start (written by load-tests/bench-appeals.mjs) -->',
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: \`${command}\`; load average (1, 5, 15 min) at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ', ',
      )}. Times from the moment the appeal was sent; a notification counts as stored when its transaction committed.`,
    '',
    table,
    '<!-- bench-appeals:end -->',
  ].join('\n');
  const docs = readFileSync('docs/benchmarks.md', 'utf8');
  const marked = /<!-- bench-appeals:start[\s\S]*?<!-- bench-appeals:end -->/;
  if (!marked.test(docs)) throw new Error('docs/benchmarks.md lacks the bench-appeals:start/bench-appeals:end markers');
  writeFileSync('docs/benchmarks.md', docs.replace(marked, written));
}
