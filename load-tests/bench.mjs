// npm run bench: each scenario against the API and against the bare reference server (reference-server.mjs: the
// same SQL and replies on fastify + pg, no framework), in the same run and on the same database, with autocannon.
// Builds (the API in dist/, the tools in dist-tools/), migrates, seeds BENCH_DONORS bench donors when asked (once
// per BENCH_DATA_DIR, default .data-bench) and the demo accounts, starts the API on BENCH_PORT (default 3999) and the
// reference on BENCH_REFERENCE_PORT (3998), runs each scenario for BENCH_DURATION seconds (default 10) with
// BENCH_CONNECTIONS (20), prints throughput, p50/p97.5/p99 and the ratio, and writes the table to
// docs/benchmarks.md (between the bench markers) unless BENCH_WRITE=0. BENCH_SCENARIOS=user,feed,create picks
// scenarios; BENCH_CPU_PROF=<dir> runs the API and the reference with --cpu-prof into that directory
// (load-tests/cpu-profile-top.mjs reads them).
// BENCH_TRANSPORT=kafka (the default, as production runs): the API with EVENT_TRANSPORT=kafka, publishing to the Kafka
// test broker (kafka-test-broker.mjs, a process of its own), and the projectors in their own process
// (dist/apps/projectors), so the API's process does what the reference does plus its relay's publishing.
// BENCH_TRANSPORT=inline: the projectors run inside the API's process, as in development.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

const port = Number(process.env.BENCH_PORT ?? 3999);
const referencePort = Number(process.env.BENCH_REFERENCE_PORT ?? 3998);
const seconds = Number(process.env.BENCH_DURATION ?? process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const donors = process.env.BENCH_DONORS ? Number(process.env.BENCH_DONORS) : null;
const dataDir = process.env.BENCH_DATA_DIR ?? '.data-bench';
const only = (process.env.BENCH_SCENARIOS ?? 'user,feed,create').split(',');
const transport = process.env.BENCH_TRANSPORT ?? 'kafka';
if (!['inline', 'kafka'].includes(transport))
  throw new Error(`BENCH_TRANSPORT must be inline or kafka, not ${transport}`);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  REFERENCE_PORT: String(referencePort),
  LOG_LEVEL: 'warn',
  EVENT_TRANSPORT: transport,
  RATE_LIMIT_LOGIN_IP: '1000/60',
  // One recipient creates requests as fast as it can: lift the abuse limits on creation for the measurement.
  REQUESTS_OPEN_PER_ACCOUNT: '1000000',
  RATE_LIMIT_REQUEST_ACCOUNT: '1000000/60',
  RATE_LIMIT_REQUEST_IP: '1000000/60',
  ...(donors
    ? { BENCH_DONORS: String(donors), BENCH_REQUESTS: process.env.BENCH_REQUESTS ?? String(Math.ceil(donors / 10)) }
    : {}),
};

const run = (args) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
const waitFor = async (url) => {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (i > 120) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

// Started before anything else, so that every process below is given its address.
const kafkaBroker =
  transport === 'kafka'
    ? spawn(process.execPath, ['load-tests/kafka-test-broker.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] })
    : null;
if (kafkaBroker) {
  const [line] = await once(createInterface({ input: kafkaBroker.stdout }), 'line');
  env.KAFKA_BROKERS = line.replace(/^brokers /, '');
  console.log(`Kafka test broker at ${env.KAFKA_BROKERS}`);
  // Also when the bench fails before its own clean-up (a build, the migration or the seeding).
  process.once('exit', () => kafkaBroker.kill('SIGTERM'));
}

await run(['dist/apps/api/src/cli.js', 'migrate']);
// Seeding a million donors takes minutes: done once per data directory and size, remembered in a marker file.
const seededMarker = join(dataDir, 'bench-donors');
if (donors && (!existsSync(seededMarker) || readFileSync(seededMarker, 'utf8').trim() !== String(donors))) {
  await run(['dist-tools/tools/benchmark/benchmark.js', 'seed']);
  writeFileSync(seededMarker, String(donors));
}
await run(['dist-tools/tools/seeding/seed-demo.cli.js']);
// Both sides are profiled alike, so their top frames can be compared (api.cpuprofile, reference.cpuprofile).
const profiled = (name) =>
  process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, `--cpu-prof-name=${name}.cpuprofile`]
    : [];
const api = spawn(process.execPath, [...profiled('api'), 'dist/apps/api/src/main.js'], { env, stdio: 'inherit' });
let reference;
let projectors;
const rows = [];
// Outbox rows written before this run may belong to projectors of an earlier broker: only this run's are waited for.
const benchStartedAt = new Date();
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/v1/health`);
  // The projectors connect to the database the API started under DATA_DIR (their own embedded start would take that
  // cluster for one an earlier run left behind and stop it), as they connect to the API's DATABASE_URL in production.
  if (transport === 'kafka') {
    const { runningEmbeddedDatabaseUrl } = await import('../dist/libs/persistence/src/database/running-cluster.js');
    const databaseUrl = env.DATABASE_URL ?? runningEmbeddedDatabaseUrl(dataDir);
    projectors = spawn(process.execPath, ['dist/apps/projectors/src/main.js'], {
      env: { ...env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
  }
  // The reference connects to the PostgreSQL the API started under DATA_DIR.
  reference = spawn(process.execPath, [...profiled('reference'), 'load-tests/reference-server.mjs'], {
    env,
    stdio: 'inherit',
  });
  const referenceBase = `http://127.0.0.1:${referencePort}`;
  await waitFor(`${referenceBase}/v1/user`);
  const benchRecipient = 'demo-recipient-1@demo.bloodmatch.ng';
  const withDatabase = async (work) => {
    const { loadConfig } = await import('../dist/libs/config/src/index.js');
    const { runningEmbeddedDatabaseUrl } = await import('../dist/libs/persistence/src/database/running-cluster.js');
    const config = loadConfig(env);
    const client = new pg.Client(config.DATABASE_URL ?? runningEmbeddedDatabaseUrl(config.DATA_DIR));
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  // The API's scheduler runs the next wave of every open request whose wave is due, each minute, in the API's
  // process: the requests earlier bench runs created would keep it searching wider during the measurements (the
  // reference has no scheduler, and the waves alert the donors near the hospital). Their searches are stopped before
  // the scenarios and before each side of creation.
  const stopEarlierSearches = (client) =>
    client.query(
      `update blood_request set next_wave_at = null
        where status = 'pending' and next_wave_at is not null
          and requester_id = (select id from app_user where email = $1)`,
      [benchRecipient],
    );
  await withDatabase(stopEarlierSearches);
  const startCreationAfresh = () =>
    withDatabase(async (client) => {
      const { createProjectors } = await import('../dist/libs/projectors/src/index.js');
      // The API's relay publishes every side's events and the projectors (in the API's process inline, in their own
      // with Kafka) handle them: wait until the relay has published all and each projector has processed this run's
      // (its inbox row; dead letters count), so neither side is measured while the events of the side before are
      // still being sent or projected.
      const pending = async () => {
        const { rows } = await client.query(
          `select count(*)::int as n from outbox_message where published_at is null and abandoned_at is null`,
        );
        let n = rows[0].n;
        for (const projector of createProjectors(null, null)) {
          const { rows: unprojected } = await client.query(
            `select count(*)::int as n from outbox_message o
              where o.created_at >= $1 and o.message_type = any($2)
                and not exists (select 1 from inbox_message i where i.consumer = $3 and i.event_id = o.id)`,
            [benchStartedAt, projector.handles, projector.name],
          );
          n += unprojected[0].n;
        }
        return n;
      };
      for (let i = 0; (await pending()) > 0; i += 1) {
        if (i === 180) {
          console.warn('The events of the side before are still being sent or projected after 180 s: measuring anyway');
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await stopEarlierSearches(client);
      await client.query(
        `update blood_request_target set targeted_at = targeted_at - interval '1 day'
          where targeted_at > now() - interval '1 day'`,
      );
    });
  const login = async (email) => {
    const res = await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo-blood-match-2026' }),
    });
    return (await res.json()).data.token;
  };
  const donor = await login('demo-donor-1@demo.bloodmatch.ng');
  const recipient = await login(benchRecipient);
  const states = (await (await fetch(`${base}/v1/util/states`)).json()).data.states;
  const reasons = (await (await fetch(`${base}/v1/util/reasons?type=request`)).json()).data.reasons;
  // CPU time the server process spent (user + system, from /proc), per request answered: unlike throughput it
  // hardly moves with what else runs on the machine, so it shows a change even when the load average is high.
  const cpuMs = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  };
  const measure = async (title, url, server, options) => {
    const cpuBefore = cpuMs(server.pid);
    const projectorsCpuBefore = projectors ? cpuMs(projectors.pid) : 0;
    const result = await autocannon({ duration: seconds, connections, url, ...options });
    const perRequest = (ms) => ms / Math.max(1, result.requests.total);
    const cpuPerRequest = perRequest(cpuMs(server.pid) - cpuBefore);
    // Kafka: what the projectors' process spent meanwhile (on events of this side and any left from the one before).
    const projectorsCpu = projectors
      ? `, projectors CPU ${perRequest(cpuMs(projectors.pid) - projectorsCpuBefore).toFixed(2)} ms/request`
      : '';
    const l = result.latency;
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, s]) => `${code}:${s.count}`)
      .join(' ');
    const errors = result.errors + result.non2xx;
    const load = loadavg()[0].toFixed(1);
    console.log(
      `${title}: ${result.requests.average.toFixed(0)} req/s, p50 ${l.p50} ms, p97.5 ${l.p97_5} ms, p99 ${l.p99} ms, errors ${errors} (${codes}), load ${load}, server CPU ${cpuPerRequest.toFixed(2)} ms/request${projectorsCpu}`,
    );
    return { rps: result.requests.average, p50: l.p50, p97_5: l.p97_5, p99: l.p99, errors, load, cpuPerRequest };
  };
  // The path is the same on both sides; the API answers on `base`, the reference on `referenceBase`.
  const scenario = async (key, title, path, options = {}) => {
    if (!only.includes(key)) return;
    if (!options.method) {
      // A reference that answered differently would measure something else: the reads must reply alike.
      const [ours, theirs] = await Promise.all(
        [base, referenceBase].map(async (at) => (await fetch(`${at}${path}`, { headers: options.headers })).text()),
      );
      if (ours !== theirs)
        throw new Error(`${path}: the reference replies differently\nAPI: ${ours}\nreference: ${theirs}`);
    }
    // Each side of a read gets a short unmeasured warm-up first (the JIT, the pool's connections), then each side its
    // own start state (see beforeEachSide).
    // Creation has none: its warm-up would leave the relay a backlog of alerts to send during the measurement.
    const warmUp = async (url) => {
      if (!options.method) await autocannon({ duration: Math.min(3, seconds), connections, url, ...options });
    };
    await warmUp(`${base}${path}`);
    await options.beforeEachSide?.();
    const project = await measure(`${title} [API]`, `${base}${path}`, api, options);
    await warmUp(`${referenceBase}${path}`);
    await options.beforeEachSide?.();
    const bare = await measure(`${title} [reference]`, `${referenceBase}${path}`, reference, options);
    const ratio = project.rps / bare.rps;
    console.log(`${title}: ratio ${ratio.toFixed(2)}`);
    rows.push({ title, project, bare, ratio });
  };
  await scenario('user', '`GET /v1/user`', '/v1/user', { headers: { authorization: `Bearer ${donor}` } });
  await scenario('feed', 'donor feed `GET /v1/requests/donor?limit=20`', '/v1/requests/donor?page=1&limit=20', {
    headers: { authorization: `Bearer ${donor}` },
  });
  await scenario('create', 'request creation `POST /v1/requests`', '/v1/requests', {
    // Each side starts with the API's relay idle and from the same alert state: the alerts of the last day (earlier
    // runs, and the other side's run) are moved a day back, so no donor near the hospital is at the 3-alerts-a-day cap and the recipient's
    // earlier targets do not push the wave further out. Without this the side that ran second searched further.
    beforeEachSide: startCreationAfresh,
    method: 'POST',
    headers: { authorization: `Bearer ${recipient}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      recipient: 'self',
      gender: 'Female',
      blood_group: 'O+',
      reason_id: reasons[0].id,
      units: 2,
      // Tomorrow in Lagos time: a request's date must lie within the booking horizon.
      date: new Date(Date.now() + 25 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
      hospital: 'LASUTH',
      physician: 'Dr Bench',
      state_id: states.find((s) => s.name === 'Lagos').id,
      latitude: '6.58',
      longitude: '3.35',
    }),
  });
} finally {
  const stopped = (child) =>
    new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
  // The projectors and the reference first: the API stops the embedded database. The API and the reference write
  // their CPU profiles (BENCH_CPU_PROF) as they exit.
  projectors?.kill('SIGTERM');
  await (projectors && stopped(projectors));
  reference?.kill('SIGTERM');
  await (reference && stopped(reference));
  api.kill('SIGTERM');
  await stopped(api);
  kafkaBroker?.kill('SIGTERM');
}

if (process.env.BENCH_WRITE !== '0') {
  const side = (s) =>
    `${s.rps.toFixed(0)} req/s, ${s.p50} / ${s.p97_5} / ${s.p99} ms, CPU ${s.cpuPerRequest.toFixed(2)} ms${s.errors ? `, ${s.errors} errors` : ''}`;
  const command = [
    donors ? `BENCH_DONORS=${donors}` : null,
    `BENCH_DATA_DIR=${dataDir}`,
    `BENCH_DURATION=${seconds}`,
    `BENCH_CONNECTIONS=${connections}`,
    `BENCH_TRANSPORT=${transport}`,
    'npm run bench',
  ]
    .filter(Boolean)
    .join(' ');
  const table = [
    `<!-- bench:start (written by load-tests/bench.mjs) -->`,
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: \`${command}\` (${donors ?? 'existing'} bench donors; ${transport === 'kafka' ? 'events through the Kafka test broker, the projectors in their own process' : 'inline events, the projectors in the API process'}). Each cell: throughput, p50 / p97.5 / p99 latency, the server process's CPU time per request; load is the 1-minute load average at the end of each side's run.`,
    '',
    '| scenario | the API | the bare reference | ratio | load (API / reference) |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.title} | ${side(r.project)} | ${side(r.bare)} | ${r.ratio.toFixed(2)} | ${r.project.load} / ${r.bare.load} |`,
    ),
    `<!-- bench:end -->`,
  ].join('\n');
  const docs = readFileSync('docs/benchmarks.md', 'utf8');
  const marked = /<!-- bench:start[\s\S]*?<!-- bench:end -->/;
  if (!marked.test(docs)) throw new Error('docs/benchmarks.md lacks the bench:start/bench:end markers');
  writeFileSync('docs/benchmarks.md', docs.replace(marked, table));
}
