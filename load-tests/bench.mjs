// npm run bench: each scenario against the API and against the bare reference server (reference-server.mjs: the
// same SQL and replies on fastify + pg, no framework), in the same run and on the same database, with autocannon.
// Builds (the API in dist/, the tools in dist-tools/), migrates, seeds BENCH_DONORS bench donors when asked (once
// per BENCH_DATA_DIR, default .data-bench) and the demo accounts, starts the API on BENCH_PORT (default 3999) and the
// reference on BENCH_REFERENCE_PORT (3998), runs each scenario against each side in BENCH_ROUNDS rounds (default 3,
// the sides taking turns) of BENCH_DURATION seconds (default 10) with BENCH_CONNECTIONS (20), prints throughput,
// p50/p97.5/p99, CPU per request and the ratio (each round's, their median, and over all rounds), and writes the table to
// docs/benchmarks.md (between the bench markers) unless BENCH_WRITE=0. BENCH_SCENARIOS=user,feed,create,accept picks
// scenarios (accept needs bench donors: BENCH_DONORS once per data directory); BENCH_CPU_PROF=<dir> profiles the API and the reference over
// each measured slice into that directory (api-<n>.cpuprofile, reference-<n>.cpuprofile; load-tests/cpu-profile-top.mjs
// reads them), the projectors and the broker over their whole run.
// BENCH_TRANSPORT=kafka (the default, as production runs): the API with EVENT_TRANSPORT=kafka, publishing to the Kafka
// test broker (kafka-test-broker.mjs, a process of its own), and the projectors in their own process
// (dist/apps/projectors), so the API's process does what the reference does plus its relay's publishing.
// BENCH_TRANSPORT=inline: the projectors run inside the API's process, as in development.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  clusterCpuMs,
  cpuMs,
  databaseCpuMs,
  migrateAndSeedOnce,
  ownCpuMs,
  profiledWindow,
  runNode,
  startApi,
  startKafkaTestBroker,
  startProjectors,
  stopProcess,
  toggleProfile,
  waitFor,
} from './bench-processes.mjs';

const port = Number(process.env.BENCH_PORT ?? 3999);
const referencePort = Number(process.env.BENCH_REFERENCE_PORT ?? 3998);
const seconds = Number(process.env.BENCH_DURATION ?? process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const donors = process.env.BENCH_DONORS ? Number(process.env.BENCH_DONORS) : null;
const dataDir = process.env.BENCH_DATA_DIR ?? '.data-bench';
const only = (process.env.BENCH_SCENARIOS ?? 'user,feed,create,accept').split(',');
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

// Started before anything else, so that every process below is given its address.
const kafkaBroker = transport === 'kafka' ? await startKafkaTestBroker() : null;
if (kafkaBroker) {
  env.KAFKA_BROKERS = kafkaBroker.brokers;
  console.log(`Kafka test broker at ${env.KAFKA_BROKERS}`);
}

await migrateAndSeedOnce(env, donors);
// Both sides are profiled alike, over their measured slices only, so their top frames can be compared
// (api-<n>.cpuprofile, reference-<n>.cpuprofile, one per slice).
const api = await startApi(env, profiledWindow('api'));
let reference;
let projectors;
const rows = [];
// Outbox rows written before this run may belong to projectors of an earlier broker: only this run's are waited for.
const benchStartedAt = new Date();
try {
  const base = `http://127.0.0.1:${port}`;
  // The projectors connect to the database the API started under DATA_DIR (their own embedded start would take that
  // cluster for one an earlier run left behind and stop it), as they connect to the API's DATABASE_URL in production.
  if (transport === 'kafka') {
    const { runningEmbeddedDatabaseUrl } = await import('../dist/libs/persistence/src/database/running-cluster.js');
    const databaseUrl = env.DATABASE_URL ?? runningEmbeddedDatabaseUrl(dataDir);
    projectors = (await startProjectors({ ...env, DATABASE_URL: databaseUrl })).child;
  }
  // The reference connects to the PostgreSQL the API started under DATA_DIR.
  reference = spawn(process.execPath, [...profiledWindow('reference'), 'load-tests/reference-server.mjs'], {
    env,
    stdio: 'inherit',
  });
  const referenceBase = `http://127.0.0.1:${referencePort}`;
  await waitFor(`${referenceBase}/v1/user`);
  const benchRecipient = 'demo-recipient-1@demo.bloodmatch.ng';
  const benchDonor = 'demo-donor-1@demo.bloodmatch.ng';
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
  // The demo accounts (on the API's running database); the seed adds only what is missing.
  await runNode(['dist-tools/tools/seeding/seed-demo.cli.js'], env);
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
  // The API's relay publishes every side's events and the projectors (in the API's process inline, in their own with
  // Kafka) handle them: before each slice, wait until the relay has published all and each projector has processed
  // this run's (its inbox row; dead letters count), so no side is measured while the events of the slice before are
  // still being sent or projected.
  const settleEvents = async (client) => {
    const { createProjectors } = await import('../dist/libs/projectors/src/index.js');
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
        console.warn('The events of the slice before are still being sent or projected after 180 s: measuring anyway');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  const eventsSettled = () => withDatabase(settleEvents);
  const startCreationAfresh = () =>
    withDatabase(async (client) => {
      await settleEvents(client);
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
  const donor = await login(benchDonor);
  const recipient = await login(benchRecipient);
  const states = (await (await fetch(`${base}/v1/util/states`)).json()).data.states;
  const reasons = (await (await fetch(`${base}/v1/util/reasons?type=request`)).json()).data.reasons;
  // One side's slice of a round: its totals, so rounds add up (throughput over the whole time, CPU over all requests).
  // The database's CPU: the embedded cluster's own processes when the API started one (other engineers' PostgreSQL
  // servers share this machine), every PostgreSQL process otherwise.
  const postmasterFile = join(dataDir, 'postgres', 'postmaster.pid');
  const postmaster = existsSync(postmasterFile) ? readFileSync(postmasterFile, 'utf8').split('\n')[0].trim() : null;
  const databaseCpu = postmaster ? () => clusterCpuMs(postmaster) : databaseCpuMs;
  const measure = async (url, server, options) => {
    const cpuBefore = cpuMs(server.pid);
    const projectorsCpuBefore = projectors ? cpuMs(projectors.pid) : 0;
    const databaseCpuBefore = databaseCpu();
    // The load generator's own share (autocannon runs in this process).
    const benchCpuBefore = ownCpuMs();
    toggleProfile(server);
    const result = await autocannon({ duration: seconds, connections, url, ...options });
    const slice = {
      databaseCpuMs: databaseCpu() - databaseCpuBefore,
      benchCpuMs: ownCpuMs() - benchCpuBefore,
      requests: result.requests.total,
      seconds: result.duration,
      cpuMs: cpuMs(server.pid) - cpuBefore,
      projectorsCpuMs: projectors ? cpuMs(projectors.pid) - projectorsCpuBefore : null,
      latency: result.latency,
      errors: result.errors + result.non2xx,
      codes: Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}:${s.count}`),
      load: loadavg()[0],
    };
    // Once its CPU time is read: writing the profile is not the slice's work.
    toggleProfile(server);
    return slice;
  };
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  // A side over all its rounds: throughput is all its requests over all its time, CPU per request likewise; the
  // latency percentiles are the median of the rounds' (autocannon reports percentiles, not the histogram).
  const summarise = (slices) => {
    const requests = sum(slices.map((s) => s.requests));
    return {
      rps: requests / sum(slices.map((s) => s.seconds)),
      p50: median(slices.map((s) => s.latency.p50)),
      p97_5: median(slices.map((s) => s.latency.p97_5)),
      p99: median(slices.map((s) => s.latency.p99)),
      errors: sum(slices.map((s) => s.errors)),
      load: Math.max(...slices.map((s) => s.load)).toFixed(1),
      cpuPerRequest: sum(slices.map((s) => s.cpuMs)) / Math.max(1, requests),
      databaseCpuPerRequest: sum(slices.map((s) => s.databaseCpuMs)) / Math.max(1, requests),
      benchCpuPerRequest: sum(slices.map((s) => s.benchCpuMs)) / Math.max(1, requests),
    };
  };
  const describe = (title, slice) =>
    `${title}: ${(slice.requests / slice.seconds).toFixed(0)} req/s, p50 ${slice.latency.p50} ms, p97.5 ${slice.latency.p97_5} ms, p99 ${slice.latency.p99} ms, errors ${slice.errors} (${slice.codes.join(' ')}), load ${slice.load.toFixed(1)}, server CPU ${(slice.cpuMs / Math.max(1, slice.requests)).toFixed(2)} ms/request${slice.projectorsCpuMs === null ? '' : `, projectors CPU ${(slice.projectorsCpuMs / Math.max(1, slice.requests)).toFixed(2)} ms/request`}, database CPU ${(slice.databaseCpuMs / Math.max(1, slice.requests)).toFixed(2)} ms/request, load generator CPU ${(slice.benchCpuMs / Math.max(1, slice.requests)).toFixed(2)} ms/request`;
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
    const sides = {
      API: { url: `${base}${path}`, server: api, slices: [] },
      reference: { url: `${referenceBase}${path}`, server: reference, slices: [] },
    };
    // Each side of a read gets a short unmeasured warm-up first (the JIT, the pool's connections).
    // Creation has none: its warm-up would leave the relay a backlog of alerts to send during the measurement.
    if (!options.method)
      for (const side of Object.values(sides))
        await autocannon({ duration: Math.min(3, seconds), connections, url: side.url, ...options });
    else if (options.warmUp) for (const side of Object.values(sides)) await options.warmUp(side.url);
    // The sides take turns, round after round, the one that starts alternating (API, reference, reference, API, ...):
    // this machine's speed drifts from one minute to the next, and one long run per side put that drift into the
    // ratio. Each slice starts with the events of the slices before sent and projected (see beforeEachSide).
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? ['API', 'reference'] : ['reference', 'API'];
      for (const name of order) {
        const side = sides[name];
        await (options.beforeEachSide ?? eventsSettled)();
        const slice = await measure(side.url, side.server, options);
        side.slices.push(slice);
        console.log(describe(`${title} [${name}${rounds > 1 ? `, round ${round + 1}` : ''}]`, slice));
        await options.afterEachSide?.(name, slice);
      }
    }
    const project = summarise(sides.API.slices);
    const bare = summarise(sides.reference.slices);
    const ratio = project.rps / bare.rps;
    const perRound = sides.API.slices.map(
      (slice, i) =>
        slice.requests / slice.seconds / (sides.reference.slices[i].requests / sides.reference.slices[i].seconds),
    );
    // The goal's figure: the median of the rounds' ratios, each round's two slices run back to back.
    const medianRatio = median(perRound);
    console.log(
      `${title}: median ratio of the rounds ${medianRatio.toFixed(2)}, ratio over all slices ${ratio.toFixed(2)}${rounds > 1 ? ` (rounds ${perRound.map((r) => r.toFixed(2)).join(', ')})` : ''}; CPU per request API / reference: server ${project.cpuPerRequest.toFixed(3)} / ${bare.cpuPerRequest.toFixed(3)} ms, database ${project.databaseCpuPerRequest.toFixed(3)} / ${bare.databaseCpuPerRequest.toFixed(3)} ms, load generator ${project.benchCpuPerRequest.toFixed(3)} / ${bare.benchCpuPerRequest.toFixed(3)} ms`,
    );
    rows.push({ title, project, bare, ratio, perRound, medianRatio });
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
  // Accepting: each accept is a targeted donor's answer to a request of its own, so each needs a fresh pair (a request
  // still open, a donor it targeted who holds no commitment and may donate). Before each slice the pairs are prepared
  // as the bench seed prepares its requests (rows, no events: the projectors know requests from the database), the
  // donors from the bench donors the API's own donor rules accept, each signed in with a token of the API's own kind.
  // After each slice the side's effects are checked: one match and one DonorMatched per accept answered 200.
  const acceptTag = 'Dr Bench accept';
  const accepting = { pairs: [], next: 0, donors: [], rate: 0, refusals: {} };
  const releaseAccepted = (client) =>
    // The accepted bench requests are closed and their donors' commitments released, so the donors serve again.
    client.query(
      `with closed as (update blood_request set status = 'closed', next_wave_at = null
                        where physician = $1 and status in ('pending', 'accepted') returning id)
       update donation_match set holds_commitment = false where holds_commitment and request_id in (select id from closed)`,
      [acceptTag],
    );
  const acceptDonors = async (client, wanted) => {
    const { donorIneligibility } = await import('../dist/libs/domain/src/index.js');
    const { donorProfile } = await import('../dist/apps/api/src/blood-requests/blood-request.shared.js');
    const { rows: candidates } = await client.query(
      `select u.id, u.onboarded, u.status, u.gender, u.dob::text as dob, u.last_donation_date::text as "lastDonationDate",
              u.suspended_until as "suspendedUntil", u.paused_until as "pausedUntil",
              (select max(m.donated_on)::text from donation_match m
                where m.donor_id = u.id and m.status = 'confirmed') as "lastConfirmed"
         from app_user u
        where u.role = 'donor' and u.email like '%@bench.bloodmatch.ng'
          and not exists (select 1 from donation_match m where m.donor_id = u.id and m.holds_commitment)
        limit 100000`,
    );
    const eligible = candidates.filter(
      (donor) => donorIneligibility(donorProfile(donor, false, donor.lastConfirmed)).length === 0,
    );
    if (eligible.length < wanted)
      throw new Error(`accept needs ${wanted} eligible bench donors, found ${eligible.length}: seed with BENCH_DONORS`);
    return eligible.map((donor) => donor.id);
  };
  const preparePairs = async (client, count) => {
    const { signSessionToken } = await import('../dist/libs/auth/src/jwt/session-token.js');
    const { loadConfig } = await import('../dist/libs/config/src/index.js');
    const secret = loadConfig(env).JWT_SECRET;
    const donorIds = accepting.donors.splice(0, count);
    if (donorIds.length < count) throw new Error('accept ran out of prepared donors');
    const { rows } = await client.query(
      `with requester as (select u.id from app_user u where u.email = $2),
            lagos as (select id from state where name = 'Lagos'),
            pairs as (select gen_random_uuid() as request_id, donor_id from unnest($1::uuid[]) as donor_id),
            requests as (
              insert into blood_request (id, requester_id, recipient, first_name, last_name, gender, blood_group, units,
                                         needed_at, hospital, physician, state_id, latitude, longitude, status,
                                         search_wave, search_radius_km, created_at, updated_at)
              select p.request_id, (select id from requester), 'self', 'Bench', 'Recipient', 'Female', 'O+', 2,
                     now() + interval '1 day', 'LASUTH', $3, (select id from lagos), 6.58, 3.35, 'pending', 1, 10,
                     now(), now()
                from pairs p returning id)
       insert into blood_request_target (request_id, donor_id, wave, radius_km, distance_km, targeted_at)
       select p.request_id, p.donor_id, 1, 10, 1, now() - interval '1 day'
         from pairs p join requests r on r.id = p.request_id
       returning request_id as "requestId", donor_id as "donorId"`,
      [`{${donorIds.join(',')}}`, benchRecipient, acceptTag],
    );
    return rows.map((pair) => ({ ...pair, token: signSessionToken(pair.donorId, secret, 3600) }));
  };
  // Enough pairs for a slice at the fastest rate seen so far, and then some.
  const pairsPerSlice = () => Math.ceil(Math.max(accepting.rate, 300) * seconds * 1.5 + connections);
  const accept = (at, pair) =>
    fetch(`${at}/v1/requests/donor/${pair.requestId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${pair.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'accepted' }),
    });
  // What the accepts of these requests changed: the requests, their matches and the events they recorded (one
  // statement, so accepts committing meanwhile are seen whole or not at all).
  const acceptEffects = async (client, requestIds) => {
    const { rows } = await client.query(
      `with accepted as (
         select count(distinct r.id) filter (where r.status = 'pending' and r.matched_count = 1)::int as "matchedRequests",
                count(m.id)::int as matches,
                count(m.id) filter (where m.status = 'accepted' and m.holds_commitment and m.donor_code is not null)::int
                  as commitments
           from blood_request r left join donation_match m on m.request_id = r.id
          where r.id = any($1::uuid[])),
       events as (
         select coalesce(json_object_agg(type, n), '{}') as events
           from (select message_type as type, count(*)::int as n from outbox_message
                  where aggregate_id = any($1::text[]) and created_at >= $2 group by message_type) counted)
       select * from accepted, events`,
      [`{${requestIds.join(',')}}`, benchStartedAt],
    );
    return rows[0];
  };
  if (only.includes('accept'))
    await withDatabase(async (client) => {
      await releaseAccepted(client);
      accepting.donors = await acceptDonors(client, 2 * rounds * pairsPerSlice() + 2000);
      // Both sides first answer one accept each alike: the same status, the same reply but for the match's own
      // values (its id, code and signed link), the same effects.
      const { formatDonorCode } = await import('../dist/libs/domain/src/index.js');
      const [ours, theirs] = await preparePairs(client, 2);
      const replies = [];
      for (const [at, pair] of [
        [base, ours],
        [referenceBase, theirs],
      ]) {
        const res = await accept(at, pair);
        const body = await res.text();
        const parsed = JSON.parse(body);
        const code = parsed.data?.donor_code;
        const own = [parsed.data?.match_id, code, code && formatDonorCode(code), pair.requestId, pair.donorId];
        let normalised = body.replace(/signature(=|%3D)[\w-]+/g, 'signature=…');
        for (const value of own.filter(Boolean)) normalised = normalised.replaceAll(value, '…');
        replies.push({ status: res.status, reply: normalised, effects: await acceptEffects(client, [pair.requestId]) });
      }
      const [a, b] = replies.map((r) => JSON.stringify(r));
      if (a !== b) throw new Error(`accept: the reference answers differently\nAPI: ${a}\nreference: ${b}`);
      if (replies[0].status !== 200) throw new Error(`accept: both sides refused the check's accept: ${a}`);
    });
  let acceptSlice = [];
  // Each request autocannon sends takes the next pair (past the last, the last again: refused, and counted so).
  const acceptRequests = {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'accepted' }),
    requests: [
      {
        setupRequest: (request) => {
          const pair = accepting.pairs[accepting.next] ?? accepting.pairs.at(-1);
          accepting.next += 1;
          return {
            ...request,
            path: `/v1/requests/donor/${pair.requestId}`,
            headers: { ...request.headers, authorization: `Bearer ${pair.token}` },
          };
        },
        // The refusals' replies, to name them should a slice fail its check.
        onResponse: (status, body) => {
          if (status >= 300) accepting.refusals[body] = (accepting.refusals[body] ?? 0) + 1;
        },
      },
    ],
  };
  await scenario('accept', 'accepting a request `PUT /v1/requests/donor/:id`', '/v1/requests/donor', {
    ...acceptRequests,
    warmUp: async (url) => {
      await withDatabase(async (client) => {
        accepting.pairs = await preparePairs(client, Math.ceil(pairsPerSlice() / 3));
      });
      accepting.next = 0;
      await autocannon({ duration: Math.min(3, seconds), connections, url, ...acceptRequests });
    },
    beforeEachSide: () =>
      withDatabase(async (client) => {
        await settleEvents(client);
        accepting.pairs = await preparePairs(client, pairsPerSlice());
        accepting.next = 0;
        accepting.refusals = {};
        acceptSlice = accepting.pairs.map((pair) => pair.requestId);
      }),
    afterEachSide: (name, slice) =>
      withDatabase(async (client) => {
        accepting.rate = Math.max(accepting.rate, slice.requests / slice.seconds);
        if (accepting.next > accepting.pairs.length)
          throw new Error(`accept [${name}]: ${accepting.pairs.length} pairs were too few; the rest reused pairs`);
        const effects = await acceptEffects(client, acceptSlice.slice(0, accepting.next));
        const accepted = slice.requests - slice.errors;
        const { matches } = effects;
        // Requests still in flight when the slice ended may have committed without being counted.
        const alike =
          effects.matchedRequests === matches &&
          effects.commitments === matches &&
          (effects.events['blood-request.donor-matched'] ?? 0) === matches &&
          Object.keys(effects.events).length === 1;
        if (slice.errors || !alike || matches < accepted || matches > accepted + connections)
          throw new Error(
            `accept [${name}]: ${accepted} accepted, ${slice.errors} refused (${slice.codes.join(' ')}), effects ${JSON.stringify(effects)}, refusals ${JSON.stringify(accepting.refusals)}`,
          );
      }),
  });
  if (only.includes('accept')) await withDatabase(releaseAccepted);
} finally {
  // The projectors and the reference first: the API stops the embedded database. The processes write their CPU
  // profiles (BENCH_CPU_PROF) as they exit.
  if (projectors) await stopProcess(projectors);
  if (reference) await stopProcess(reference);
  await stopProcess(api);
  await kafkaBroker?.stop();
}

if (process.env.BENCH_WRITE !== '0') {
  const side = (s) =>
    `${s.rps.toFixed(0)} req/s, ${s.p50} / ${s.p97_5} / ${s.p99} ms, CPU ${s.cpuPerRequest.toFixed(2)} ms (database ${s.databaseCpuPerRequest.toFixed(2)} ms)${s.errors ? `, ${s.errors} errors` : ''}`;
  const command = [
    donors ? `BENCH_DONORS=${donors}` : null,
    `BENCH_DATA_DIR=${dataDir}`,
    `BENCH_ROUNDS=${rounds}`,
    `BENCH_DURATION=${seconds}`,
    `BENCH_CONNECTIONS=${connections}`,
    `BENCH_TRANSPORT=${transport}`,
    'npm run bench',
  ]
    .filter(Boolean)
    .join(' ');
  const table = [
    `<!-- bench:start (written by load-tests/bench.mjs) -->`,
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: \`${command}\` (${donors ?? 'existing'} bench donors; ${transport === 'kafka' ? 'events through the Kafka test broker, the projectors in their own process' : 'inline events, the projectors in the API process'}). Each side ran ${rounds} slice${rounds > 1 ? 's' : ''} of ${seconds} s, the sides taking turns. Each cell: throughput over all of a side's slices, p50 / p97.5 / p99 latency (median of the slices'), the server process's CPU time per request (and PostgreSQL's for the same requests); load is the highest 1-minute load average at the end of a side's slices. The ratio is the API's throughput over the reference's, in each round (the two slices back to back) and their median, and over all slices.`,
    '',
    '| scenario | the API | the bare reference | ratio: median of the rounds | ratio per round | ratio over all slices | load (API / reference) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.title} | ${side(r.project)} | ${side(r.bare)} | **${r.medianRatio.toFixed(2)}** | ${r.perRound.map((x) => x.toFixed(2)).join(', ')} | ${r.ratio.toFixed(2)} | ${r.project.load} / ${r.bare.load} |`,
    ),
    `<!-- bench:end -->`,
  ].join('\n');
  const docs = readFileSync('docs/benchmarks.md', 'utf8');
  const marked = /<!-- bench:start[\s\S]*?<!-- bench:end -->/;
  if (!marked.test(docs)) throw new Error('docs/benchmarks.md lacks the bench:start/bench:end markers');
  writeFileSync('docs/benchmarks.md', docs.replace(marked, table));
}
