import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Test } from 'supertest';
import { UNSTORABLE_TEXT } from '@app/domain';
import {
  journeyFixtures,
  signInTestOfficer,
  signInTestStaff,
  signInTestUser,
  startTestApi,
  type TestApi,
} from '@test/api';

/**
 * Drives every operation of the OpenAPI document with generated bodies, queries and path parameters, with and
 * without a token: the API must never answer 5xx, every 400 must carry its message (and field errors as strings),
 * and a refused request must change nothing in the database. New endpoints are covered as soon as they are documented.
 */

type Schema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  nullable?: boolean;
  format?: string;
};

interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** A media type against a documented one, which may be a range (`image/*`). */
const mediaTypeMatches = (actual: string, documented: string) =>
  documented === actual || (documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1)));

/**
 * Whether the document describes this reply: its status among the operation's responses, and (when it has a body)
 * its content type among those documented for that status. Null when it does; else what is missing.
 */
const undocumentedReply = (operation: Operation, status: number, contentType: string, hasBody: boolean) => {
  const documented = operation.responses?.[String(status)] ?? operation.responses?.default;
  if (!documented) return `status ${status} not documented`;
  const types = Object.keys(documented.content ?? {});
  if (!hasBody || status === 204) return null;
  if (types.length === 0) return `status ${status} documented without a body, answered ${contentType}`;
  return types.some((type) => mediaTypeMatches(contentType, type))
    ? null
    : `status ${status} answered ${contentType}, documented ${types.join(', ')}`;
};

const RUNS_PER_OPERATION = 12;
const PROJECTOR_TABLES = [
  'inbox_message',
  'dead_letter',
  'notification',
  'reminder',
  'donor_stats',
  'donor_donation',
  'donor_badge',
  'platform_fact',
  'chart_request',
  'chart_daily_fact',
  'chart_latency_bucket',
  'chart_active_donor',
  'chart_daily_spend',
];
// Would end the session every other run relies on.
const SKIPPED = new Set(['post /v1/auth/logout', 'post /v1/admin/auth/logout', 'post /v1/hospital/auth/logout']);

/** Text no field may hold: NUL (PostgreSQL text cannot), lone UTF-16 surrogates (not Unicode). */
const UNSTORABLE_TEXT_VALUES = ['\u0000', 'Lagos\u0000Island', '\ud800', 'St. Nicholas \udfff Hospital'];
/** Values that found 500s before: a date in year 0, and names every object inherits offered as enum values. */
const HOSTILE_VALUES = [
  ...UNSTORABLE_TEXT_VALUES,
  '0000-01-01',
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59Z',
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  // The staff console's list queries carry JSON whose keys name fields.
  '{"constructor":"x"}',
  '{"__proto__":{"id":1}}',
  '["constructor","ASC"]',
  '["toString","DESC"]',
  // JSON escapes carry what the query string itself does not: a NUL, a number beyond any column.
  '{"q":"Ada\\u0000"}',
  '{"\\u0000":1}',
  '[0,1e300]',
  // Integers one past a 32-bit column, as text (the forms send numbers as strings).
  '2147483648',
  '-2147483649',
];
/** Numbers one past a 32-bit integer column's range, and far beyond it. */
const OUT_OF_RANGE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e300];

const scalar = (schema: Schema): fc.Arbitrary<unknown> => {
  if (schema.enum)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
    );
  switch (schema.type) {
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 40 }), fc.integer(), fc.constantFrom(...OUT_OF_RANGE_NUMBERS));
    case 'number':
      return fc.oneof(
        fc.double({ min: -200, max: 200, noNaN: true }),
        fc.constantFrom(6.6018, 3.3515, 0),
        fc.constantFrom(...OUT_OF_RANGE_NUMBERS),
      );
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom(
          '',
          '  ',
          'ada@example.com',
          '2348012345678',
          '1990-01-01',
          'A+',
          'donor',
          'Male',
          '120/80',
          'x'.repeat(3000),
        ),
        fc.constantFrom(...HOSTILE_VALUES),
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

const isText = (schema: Schema): boolean =>
  schema.type === 'string' || [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].some(isText);

/** The body's (or its alternatives') top-level properties that take text. */
const textFields = (schema: Schema | undefined): string[] => {
  if (!schema) return [];
  const own = Object.entries(schema.properties ?? {})
    .filter(([, property]) => isText(property))
    .map(([name]) => name);
  return [...new Set([...own, ...[...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap(textFields)])];
};

/** Values shaped like the schema (often valid), mixed with anything at all. */
const fromSchema = (schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!schema || depth > 3) return fc.jsonValue({ maxDepth: 2 });
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => fromSchema(alternative, depth + 1)));
  let shaped: fc.Arbitrary<unknown>;
  if (schema.type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {});
    shaped = fc.record(Object.fromEntries(entries.map(([key, value]) => [key, fromSchema(value, depth + 1)])), {
      requiredKeys: [],
    });
  } else if (schema.type === 'array') {
    shaped = fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 });
  } else {
    shaped = scalar(schema);
  }
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
};

const pathValue = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '99999999999',
    'abc',
    '00000000-0000-0000-0000-000000000000',
    '..%2F..%2Fetc%2Fpasswd',
    'a.ics',
    '%00',
    'a%00b',
    'constructor',
  ),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);

/** A GET never carries a body; a DELETE only where the document describes one (deleting the account takes a password). */
const carriesBody = (method: string, operation: { requestBody?: unknown }) =>
  method !== 'get' && (method !== 'delete' || operation.requestBody !== undefined);

describe('OpenAPI fuzzing', () => {
  let api: TestApi;
  let token: string;
  let staffToken: string;
  let officerToken: string;
  let fingerprint: () => Promise<string>;

  beforeAll(async () => {
    const generous = '100000/60';
    api = await startTestApi({
      SEARCH_WAVE_INTERVAL_SECONDS: '0',
      ...Object.fromEntries(
        ['LOGIN_IP', 'LOGIN_ACCOUNT_FAILURES', 'REGISTER_IP', 'PASSWORD_RESET_IP', 'VERIFY_IP', 'PUBLIC_FORM_IP'].map(
          (rule) => [`RATE_LIMIT_${rule}`, generous],
        ),
      ),
    });
    token = (await signInTestUser(api, 'fuzz@example.com')).token;
    // The admin API is driven with an admin's token (a user token there is only ever a 401).
    const staff = await signInTestStaff(api, 'admin');
    staffToken = staff.token;
    // The hospital API with the token of an officer of a verified hospital.
    officerToken = (await signInTestOfficer(api, staff, (await journeyFixtures(api)).lasuth)).token;

    const em = api.app.get(EntityManager).fork();
    const tables = (
      await em
        .getConnection()
        .execute<{ name: string }[]>(
          `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by 1`,
        )
    ).map((row) => row.name);
    // The projectors and the relay work in the background on their own schedule: their tables, and the outbox's
    // published marks, change without any request. What a request could change is every other row, and which
    // events exist (the outbox ids), which is what the fingerprint covers. A refused request still counts against
    // its rate limit (rate_limit_counter), by design.
    const background = new Set([...PROJECTOR_TABLES, 'outbox_message', 'rate_limit_counter']);
    fingerprint = async () => {
      const parts = tables
        .filter((table) => !background.has(table))
        .map((table) => `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from "${table}" t)`);
      parts.push(`(select coalesce(md5(string_agg(id::text, '|' order by id)), '') from outbox_message)`);
      const [row] = await em.getConnection().execute<{ print: string }[]>(`select md5(${parts.join(' || ')}) as print`);
      return row!.print;
    };
  });
  afterAll(() => api.close());

  const documentedOperations = () =>
    Object.entries(api.openApi.paths)
      .flatMap(([path, item]) =>
        (['get', 'post', 'put', 'patch', 'delete'] as const)
          .filter((method) => (item as Record<string, unknown>)[method])
          .map((method) => ({ path, method, operation: (item as Record<string, Operation>)[method]! })),
      )
      .filter(({ path, method }) => !SKIPPED.has(`${method} ${path}`));

  const authorise = (request: Test, path: string) =>
    request.set(
      'authorization',
      `Bearer ${path.startsWith('/v1/admin/') ? staffToken : path.startsWith('/v1/hospital/') ? officerToken : token}`,
    );

  it('never answers 5xx, explains every 400, answers only as documented, and changes nothing when it refuses', async () => {
    const operations = documentedOperations();
    expect(operations.length).toBeGreaterThan(10);
    let sent = 0;
    const statuses = new Set<number>();
    const undocumented = new Set<string>();

    for (const { path, method, operation } of operations) {
      const bodySchema: Schema | undefined = operation.requestBody?.content?.['application/json']?.schema;
      const queryParameters: Array<{ name: string; schema?: Schema }> = (operation.parameters ?? []).filter(
        (parameter: { in: string }) => parameter.in === 'query',
      );
      const queryArbitrary = fc.record(
        Object.fromEntries(queryParameters.map((parameter) => [parameter.name, fromSchema(parameter.schema)])),
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathValue, { minLength: 4, maxLength: 4 }),
          queryArbitrary,
          fromSchema(bodySchema),
          fc.boolean(),
          async (pathValues, query, body, authenticated) => {
            let index = 0;
            const url = path.replace(/\{[^}]+\}|\*/g, () => pathValues[index++ % pathValues.length]!);
            const search = new URLSearchParams(
              Object.entries(query as Record<string, unknown>).map(([key, value]): [string, string] => [
                key,
                typeof value === 'string' ? value : JSON.stringify(value),
              ]),
            ).toString();
            const before = await fingerprint();
            let request = api.http()[method](search ? `${url}?${search}` : url);
            if (authenticated) request = authorise(request, path);
            if (carriesBody(method, operation))
              request = request.set('content-type', 'application/json').send(JSON.stringify(body ?? null));
            const response = await request;
            sent += 1;
            statuses.add(response.status);
            const where = `${method.toUpperCase()} ${url} ${JSON.stringify(body)?.slice(0, 200)} -> ${response.status} ${response.text.slice(0, 300)}`;
            expect([where, response.status < 500]).toEqual([where, true]);
            const contentType = String(response.headers['content-type'] ?? '')
              .split(';')[0]!
              .trim();
            const gap = undocumentedReply(
              operation,
              response.status,
              contentType,
              Number(response.headers['content-length'] ?? response.text?.length ?? 0) > 0,
            );
            if (gap) undocumented.add(`${method.toUpperCase()} ${path}: ${gap}`);
            if (response.status === 400 && response.type === 'application/json') {
              expect([where, typeof response.body.message]).toEqual([where, 'string']);
              for (const message of Object.values(response.body.errors ?? {}))
                expect([where, typeof message]).toEqual([where, 'string']);
            }
            if (response.status >= 400) expect([where, await fingerprint()]).toEqual([where, before]);
          },
        ),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    // The run really exercised the API: refusals and successes both, on every operation.
    expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS_PER_OPERATION);
    // Every reply is one the OpenAPI document describes (status, and content type), so clients generated from it hold.
    expect([...undocumented].sort()).toEqual([]);
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  }, 240_000);

  it("refuses inherited names as the staff console's filter and sort fields, and dates in year 0", async () => {
    const queries: Record<string, string>[] = [
      { filter: '{"constructor":"x"}' },
      { filter: '{"toString":"x"}' },
      { sort: '["constructor","ASC"]' },
      { sort: '["__proto__","DESC"]' },
      // PostgreSQL has no year 0.
      { filter: '{"created_at_gte":"0000-01-01"}' },
      { filter: '{"created_at_lte":"0000-01-01T00:00:00Z"}' },
    ];
    for (const query of queries) {
      const refused = await authorise(
        api.http().get(`/v1/admin/audit-log?${new URLSearchParams(query)}`),
        '/v1/admin/',
      );
      // Named by the parameter, or by the parameter and the field within it ("filter.created_at_gte").
      const fields = Object.keys(refused.body.errors ?? {}).map((field) => field.split('.')[0]);
      expect([query, refused.status, fields]).toEqual([query, 400, Object.keys(query)]);
    }
  });

  it("refuses text no field may hold, in every text field of every body and query, with 400 and the field's message", async () => {
    const refused: string[] = [];
    for (const { path, method, operation } of documentedOperations()) {
      const url = path.replace(/\{[^}]+\}|\*/g, '00000000-0000-0000-0000-000000000000');
      const fields = [
        ...textFields(operation.requestBody?.content?.['application/json']?.schema).map((name) => ({
          name,
          in: 'body',
        })),
        ...(operation.parameters ?? [])
          .filter(
            (parameter) => parameter.in === 'query' && textFields({ properties: { x: parameter.schema ?? {} } }).length,
          )
          .map(({ name }) => ({ name, in: 'query' })),
      ];
      for (const field of fields) {
        // A lone surrogate cannot travel in a URL (encoding it as UTF-8 makes it U+FFFD): bodies carry those.
        const values =
          field.in === 'query'
            ? UNSTORABLE_TEXT_VALUES.filter((text) => text.includes('\u0000'))
            : UNSTORABLE_TEXT_VALUES;
        for (const value of values) {
          const before = await fingerprint();
          let request = authorise(
            api.http()[method](field.in === 'query' ? `${url}?${new URLSearchParams({ [field.name]: value })}` : url),
            path,
          );
          if (carriesBody(method, operation))
            request = request
              .set('content-type', 'application/json')
              .send(JSON.stringify(field.in === 'body' ? { [field.name]: value } : {}));
          const response = await request;
          const where = `${method.toUpperCase()} ${url} ${field.in} ${field.name}=${JSON.stringify(value)} -> ${response.status} ${response.text.slice(0, 200)}`;
          expect([where, response.status, response.body.errors?.[field.name]]).toEqual([where, 400, UNSTORABLE_TEXT]);
          expect([where, await fingerprint()]).toEqual([where, before]);
          refused.push(where);
        }
      }
    }
    // Most routes take text: the pass covered many fields, not a handful.
    expect(refused.length).toBeGreaterThan(100);
  }, 240_000);
});
