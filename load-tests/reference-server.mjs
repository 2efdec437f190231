// The bare reference for `npm run bench`: fastify + pg + jsonwebtoken, no framework, answering the benchmarked routes
// with the API's own SQL and reply shapes, so the ratio measures what the framework layers cost. The SQL, the rules
// and the views are imported from the built API (dist/) rather than copied, so the two sides cannot drift: the
// statements go out through the API's own bound-statements.ts, over the EntityManager subset `sqlOn` below.
// Started by bench.mjs on the API's running database (DATA_DIR); listens on REFERENCE_PORT.
import { Buffer } from 'node:buffer';
import { createSecretKey } from 'node:crypto';
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { loadConfig } from '../dist/libs/config/src/index.js';
import { BloodRequestCreated } from '../dist/libs/contracts/src/index.js';
import { newBloodRequestForm } from '../dist/libs/domain/src/index.js';
import { recordEvent } from '../dist/libs/messaging/src/index.js';
import { runningEmbeddedDatabaseUrl } from '../dist/libs/persistence/src/database/running-cluster.js';
import { leanReader, statementsOf } from '../dist/apps/api/src/platform/sql/bound-statements.js';
import { DatabaseSessionValidator } from '../dist/apps/api/src/accounts/database-session.validator.js';
import { toUserView } from '../dist/apps/api/src/accounts/user.view.js';
import { readDonorFeed } from '../dist/apps/api/src/blood-requests/queries/donor-requests/read-donor-feed.js';
import { loadRecipientRequests } from '../dist/apps/api/src/blood-requests/recipient-request.view.js';
import { assertMayOpenRequest } from '../dist/apps/api/src/blood-requests/open-request-limit.js';
import { readCreationContext } from '../dist/apps/api/src/blood-requests/commands/create-blood-request/read-creation-context.js';
import { assertLocationInState } from '../dist/apps/api/src/reference-data/nigerian-location.js';
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
  return {
    getConnection: () => ({ getNativeClient: async () => pool }),
    getTransactionContext: () =>
      inTransaction ? { executeQuery: async (compiled) => client.query(compiled.sql, compiled.parameters) } : undefined,
    // recordEvent's only ORM call: the outbox row, written by flushOutbox as the API's unit of work writes it.
    create: (_entity, row) => pendingOutbox.push(row),
    flushOutbox: async () => {
      for (const m of pendingOutbox.splice(0)) {
        await client.query(
          `insert into outbox_message (id, family, aggregate_type, aggregate_id, message_type, version, payload, metadata, occurred_at, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())`,
          [
            m.id,
            m.family,
            m.aggregateType,
            m.aggregateId,
            m.messageType,
            m.version,
            m.payload,
            m.metadata,
            m.occurredAt,
          ],
        );
      }
    },
  };
};
const db = sqlOn(pool);
const reads = leanReader(db);
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
  const feed = await readDonorFeed(reads, request.session.account, {
    ...query,
    ...pageWindow(query),
    staleBefore: new Date(Date.now() - config.REQUEST_EXPIRY_HOURS * 3_600_000),
  });
  return { data: feed, message: 'Successful' };
});

app.post('/v1/requests', async (request, response) => {
  const values = newBloodRequestForm.parse(request.body);
  await rateLimits.perIp('blood-request', request.ip, config.RATE_LIMIT_REQUEST_IP);
  const requestId = await withTransaction(async (tx) => {
    const sql = statementsOf(tx);
    const requester = { id: request.session.id, ...(await readCreationContext(sql, request.session.id, values)) };
    await assertMayOpenRequest(sql, requester.id, {
      max: config.REQUESTS_OPEN_PER_ACCOUNT,
      expiryHours: config.REQUEST_EXPIRY_HOURS,
    });
    assertLocationInState(values, requester.state_name === null ? null : { name: requester.state_name });
    if (!requester.reason_found) throw new Error('unknown reason');
    const state = { id: values.state_id };
    await rateLimits.perAccount(
      sql,
      'blood-request',
      requester.id,
      config.RATE_LIMIT_REQUEST_ACCOUNT,
      () => 'Too many',
    );
    const self = values.recipient === 'self';
    const now = new Date();
    const [created] = await sql.execute(
      `insert into blood_request (id, requester_id, recipient, first_name, last_name, phone_number, gender, blood_group,
         reason_id, reason_text, units, needed_at, hospital, physician, state_id, latitude, longitude, status, matched_count,
         search_wave, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, 0, ?, ?) returning id`,
      [
        requester.id,
        values.recipient,
        self ? requester.first_name : values.first_name,
        self ? requester.last_name : values.last_name,
        self ? null : values.phone_number,
        values.gender ?? requester.gender,
        values.blood_group ?? requester.blood_group,
        values.reason_id,
        values.reason ?? null,
        values.units,
        values.date,
        values.hospital,
        values.physician,
        state.id,
        values.latitude,
        values.longitude,
        now,
        now,
      ],
    );
    const entity = {
      id: created.id,
      status: 'pending',
      searchWave: 0,
      units: values.units,
      bloodGroup: values.blood_group ?? requester.blood_group,
      latitude: values.latitude,
      longitude: values.longitude,
      requester: { id: requester.id },
      state,
    };
    recordEvent(tx, BloodRequestCreated, entity.id, {
      request_id: entity.id,
      recipient_user_id: requester.id,
      blood_group: entity.bloodGroup,
      units: values.units,
      hospital: values.hospital,
      state_id: state.id,
      latitude: values.latitude,
      longitude: values.longitude,
      needed_at: values.date.toISOString(),
    });
    await tx.flushOutbox();
    await targeting.runNextWave(tx, entity, now);
    await sql.execute(`update blood_request set search_wave = ?, search_radius_km = ?, next_wave_at = ? where id = ?`, [
      entity.searchWave,
      entity.searchRadiusKm,
      entity.nextWaveAt,
      entity.id,
    ]);
    await tx.flushOutbox();
    return entity.id;
  });
  const { requests } = await loadRecipientRequests(reads, { requesterId: request.session.id, requestId });
  return response.code(201).send({ data: { request: requests[0] }, message: 'Request submitted successfully' });
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
