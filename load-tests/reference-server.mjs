// The bare reference for `npm run bench`: fastify + pg + jsonwebtoken, no framework, answering the benchmarked routes
// with the API's own SQL and reply shapes, so the ratio measures what the framework layers cost. The SQL, the rules
// and the views are imported from the built API (dist/) rather than copied, so the two sides cannot drift: the
// statements go out through the API's own bound-statements.ts, over the EntityManager subset `sqlOn` below.
// Started by bench.mjs on the API's running database (DATA_DIR); listens on REFERENCE_PORT.
import { Buffer } from 'node:buffer';
import { createSecretKey, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { loadConfig } from '../dist/libs/config/src/index.js';
import {
  BloodRequest,
  donorIneligibility,
  donorResponseForm,
  isUuid,
  newBloodRequestForm,
} from '../dist/libs/domain/src/index.js';
import { freeDonorCode } from '../dist/libs/persistence/src/index.js';
import { runningEmbeddedDatabaseUrl } from '../dist/libs/persistence/src/database/running-cluster.js';
import { leanReader, preparedReader, statementsOf } from '../dist/apps/api/src/platform/sql/bound-statements.js';
import { DatabaseSessionValidator } from '../dist/apps/api/src/accounts/database-session.validator.js';
import { toUserView } from '../dist/apps/api/src/accounts/user.view.js';
import { readDonorFeed } from '../dist/apps/api/src/blood-requests/queries/list-donor-requests/read-donor-feed.js';
import { loadRecipientRequests } from '../dist/apps/api/src/blood-requests/recipient-request.view.js';
import { assertMayOpenRequest } from '../dist/apps/api/src/blood-requests/open-request-limit.js';
import {
  readCreationContext,
  requesterOf,
} from '../dist/apps/api/src/blood-requests/commands/create-blood-request/read-creation-context.js';
import { placeOf } from '../dist/apps/api/src/blood-requests/commands/create-blood-request/create-blood-request.handler.js';
import {
  BLOOD_REQUEST_CONTRACTS,
  lockBloodRequest,
  writeBloodRequest,
} from '../dist/apps/api/src/blood-requests/blood-request.repository.js';
import { loadDonorProfile, lockDonorProfileSource } from '../dist/apps/api/src/blood-requests/blood-request.shared.js';
import { readMatchReminder } from '../dist/apps/api/src/blood-requests/commands/respond-to-request/read-match-reminder.js';
import { matchReminder } from '../dist/apps/api/src/blood-requests/commands/respond-to-request/respond-to-request.response.dto.js';
import { recordModelEvents } from '../dist/apps/api/src/platform/persistence/model-events.js';
import { DonorTargeting } from '../dist/apps/api/src/blood-requests/search/donor-targeting.js';
import { RateLimits } from '../dist/apps/api/src/platform/rate-limit/rate-limits.js';
import { pageWindow } from '../dist/apps/api/src/platform/http/replies.js';

const config = loadConfig(process.env);
// The API's ORM reads `date` columns as YYYY-MM-DD strings; pg would make them Dates.
pg.types.setTypeParser(1082, (value) => value);
const pool = new pg.Pool({
  connectionString: config.DATABASE_URL ?? runningEmbeddedDatabaseUrl(config.DATA_DIR),
  max: 20,
});
// bench.mjs stops the API, and with it the embedded database, right after this server: idle clients then lose their
// connection, which is expected and must not crash the process before it has written its profile.
pool.on('error', () => {});

/**
 * The EntityManager subset bound-statements.ts and recordEvent use, over one client (a transaction) or the pool: the
 * ORM's pg pool outside a transaction, the transaction's Kysely executor inside one (which hands the statement and its
 * bound values to pg).
 */
const sqlOn = (client, { inTransaction = false } = {}) => {
  const pendingOutbox = [];
  const em = {
    getConnection: () => ({ getNativeClient: async () => pool }),
    getTransactionContext: () =>
      inTransaction ? { executeQuery: async (compiled) => client.query(compiled.sql, compiled.parameters) } : undefined,
    // The ORM's em.execute, which the API's helpers (commitments, last donation, donor code) send their SQL through.
    execute: (text, params) => statementsOf(em).execute(text, params),
    // recordEvent's only ORM call: the outbox row, written by flushOutbox as the API's unit of work writes it (one
    // insert for all the rows of a flush).
    create: (_entity, row) => pendingOutbox.push(row),
    flushOutbox: async () => {
      const rows = pendingOutbox.splice(0);
      if (rows.length === 0) return;
      const columns = ['id', 'family', 'aggregateType', 'aggregateId', 'messageType', 'version', 'payload', 'metadata'];
      const values = rows.map(
        (_, i) =>
          `(${columns.map((_c, j) => `$${i * (columns.length + 1) + j + 1}`).join(', ')}, $${(i + 1) * (columns.length + 1)}, now())`,
      );
      await client.query(
        `insert into outbox_message (id, family, aggregate_type, aggregate_id, message_type, version, payload, metadata, occurred_at, created_at)
         values ${values.join(', ')}`,
        rows.flatMap((m) => [...columns.map((c) => m[c]), m.occurredAt]),
      );
    },
  };
  return em;
};
const db = sqlOn(pool);
const reads = leanReader(db);
// The feed's statement prepared once per connection, as the API's feed handler reads it.
const feedReads = preparedReader(db);
const sessions = new DatabaseSessionValidator(db);
const rateLimits = new RateLimits(db);
const targeting = new DonorTargeting(config);

const withTransaction = async (work) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(sqlOn(client, { inTransaction: true }));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

const app = Fastify();
app.decorateRequest('session', null);
// The token check the API's guard makes (bearer scheme, signature, algorithm, expiry, with a key made once), then
// the same session statement, which also reads the signed-in user's account.
const key = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
const verifyBearer = (header) => {
  const [scheme, token] = (header ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  try {
    const claims = jwt.verify(token, key, { algorithms: ['HS256'] });
    return typeof claims.sub === 'string' && typeof claims.jti === 'string' ? claims : null;
  } catch {
    return null;
  }
};
app.addHook('onRequest', async (request, response) => {
  const claims = verifyBearer(request.headers.authorization);
  request.session = claims ? await sessions.validate(claims) : null;
  if (!request.session) return response.code(401).send({ message: 'You need to log in to do this' });
});

app.get('/v1/user', async (request) => ({
  data: { user: toUserView(request.session.account) },
  message: 'Successful',
}));

app.get('/v1/requests/donor', async (request) => {
  const query = { page: Number(request.query.page ?? 1), limit: Number(request.query.limit ?? 20) };
  const feed = await readDonorFeed(feedReads, request.session.account, {
    ...query,
    ...pageWindow(query),
    staleBefore: new Date(Date.now() - config.REQUEST_EXPIRY_HOURS * 3_600_000),
  });
  return { data: feed, message: 'Successful' };
});

app.post('/v1/requests', async (request, response) => {
  const values = newBloodRequestForm.parse(request.body);
  await rateLimits.perIp('blood-request', request.ip, config.RATE_LIMIT_REQUEST_IP);
  const requesterId = request.session.id;
  const requestId = await withTransaction(async (tx) => {
    const sql = statementsOf(tx);
    const context = await readCreationContext(sql, requesterId, values);
    if (!context) throw new Error('unknown requester');
    await assertMayOpenRequest(sql, requesterId, {
      max: config.REQUESTS_OPEN_PER_ACCOUNT,
      expiryHours: config.REQUEST_EXPIRY_HOURS,
    });
    const place = placeOf(values, context, config.REQUIRE_VERIFIED_HOSPITAL);
    const now = new Date();
    if (!context.reason_found) throw new Error('unknown reason');
    const opened = BloodRequest.open(randomUUID(), requesterOf(requesterId, context), values, place, now);
    await rateLimits.perAccount(sql, 'blood-request', requesterId, config.RATE_LIMIT_REQUEST_ACCOUNT, () => 'Too many');
    const { request: model, details } = opened;
    // What the wave reads of the request's row (the API's entity, not yet inserted).
    const opening = model.snapshot;
    const row = {
      id: opening.id,
      bloodGroup: opening.bloodGroup,
      latitude: place.latitude,
      longitude: place.longitude,
      state: { id: place.stateId },
      hospitalRef: place.hospitalId === null ? null : { id: place.hospitalId },
      searchWave: opening.searchWave,
    };
    const waveEvents = await targeting.runNextWave(tx, { request: model, entity: row }, now, place.verified);
    // The unit of work's flush: the request's row with what its first wave recorded, its targets, its events.
    const state = model.snapshot;
    await sql.execute(
      `insert into blood_request (id, requester_id, recipient, first_name, last_name, phone_number, gender, blood_group,
         reason_id, reason_text, units, needed_at, hospital, hospital_id, physician, state_id, latitude, longitude, status,
         matched_count, search_wave, search_radius_km, next_wave_at, expired_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        state.id,
        requesterId,
        details.recipient,
        details.firstName,
        details.lastName,
        details.phoneNumber,
        details.gender,
        state.bloodGroup,
        details.reasonId,
        details.reasonText,
        state.units,
        state.neededAt,
        place.hospital,
        place.hospitalId,
        details.physician,
        place.stateId,
        place.latitude,
        place.longitude,
        state.status,
        state.matchedCount,
        state.searchWave,
        state.searchRadiusKm,
        state.nextWaveAt,
        state.expiredAt,
        details.createdAt,
        now,
      ],
    );
    const targets = model.newTargets;
    if (targets.length > 0) {
      await sql.execute(
        `insert into blood_request_target (request_id, donor_id, wave, radius_km, distance_km, targeted_at)
         select ?, donor_id, wave, radius_km, distance_km, targeted_at
           from unnest(?::uuid[], ?::smallint[], ?::float8[], ?::float8[], ?::timestamptz[])
             as t(donor_id, wave, radius_km, distance_km, targeted_at)`,
        [
          state.id,
          targets.map((t) => t.donorId),
          targets.map((t) => t.wave),
          targets.map((t) => t.radiusKm),
          targets.map((t) => t.distanceKm),
          targets.map((t) => t.targetedAt),
        ],
      );
    }
    recordModelEvents(tx, BLOOD_REQUEST_CONTRACTS, state.id, [...opened.events, ...waveEvents]);
    await tx.flushOutbox();
    return state.id;
  });
  const { requests } = await loadRecipientRequests(reads, { requesterId, requestId });
  return response.code(201).send({ data: { request: requests[0] }, message: 'Request submitted successfully' });
});

// A targeted donor accepts (RespondToRequestHandler's accept, then the reply's reminder), with the request
// repository's own statements: the request's row locked, its matches and declines read, the target checked, the
// donor's row locked, the donor rules, the match and the events written, all in one transaction.
const REFUSAL_STATUS = { request_not_found: 404 };
app.put('/v1/requests/donor/:id', async (request, response) => {
  const body = donorResponseForm.parse(request.body);
  const requestId = request.params.id;
  const donorId = request.session.id;
  if (body.status !== 'accepted') return response.code(400).send({ message: 'Only accepting is benchmarked' });
  if (!isUuid(requestId)) return response.code(404).send({ message: 'Request not found' });
  let matchId;
  try {
    matchId = await withTransaction(async (tx) => {
      const sql = statementsOf(tx);
      const locked = await lockBloodRequest(tx, requestId);
      const targeted = await sql.execute(`select 1 from blood_request_target where request_id = ? and donor_id = ?`, [
        requestId,
        donorId,
      ]);
      if (targeted.length === 0) throw Object.assign(new Error('request_not_found'), { code: 'request_not_found' });
      const donor = await lockDonorProfileSource(tx, donorId);
      const ineligibility = donorIneligibility(await loadDonorProfile(tx, donor, requestId), {
        requestOwnerId: locked.loaded.requesterId,
      });
      const id = randomUUID();
      const events = locked.request.accept({ id: donorId, ineligibility }, id, await freeDonorCode(sql));
      // The repository's statements: the request's changed columns, the new match; the events at the commit.
      await writeBloodRequest(tx, locked, events);
      await tx.flushOutbox();
      return id;
    });
  } catch (error) {
    if (error.code && error.code in REFUSAL_STATUS)
      return response.code(REFUSAL_STATUS[error.code]).send({ message: 'Request not found' });
    if (error.name === 'RefusalError' || error.code) return response.code(409).send({ message: error.message });
    throw error;
  }
  // The reply's reminder, read after the commit as the API's controller reads it.
  const { donorCode, ...reminder } = matchReminder(config, await readMatchReminder(reads, matchId));
  return response.send({
    data: { reminder, match_id: matchId, donor_code: donorCode, warned: false },
    message: 'Request accepted successfully',
  });
});

await app.listen({ port: Number(process.env.REFERENCE_PORT ?? 3998), host: '127.0.0.1' });
// A clean exit on bench.mjs's SIGTERM, so that a --cpu-prof run writes its profile.
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
