import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { freePort } from '@app/persistence';
import { buildOwnCopy, removeBuild } from '../../test/support/built-api.js';

/**
 * What an operator sees when the database is not as the product needs it: one line saying what to do, exit code 1,
 * never a stack trace. Runs the built entry points, as `npm start` and docker-compose do.
 */
describe('starting on a database that is not ready', () => {
  const root = process.cwd();
  const dataDir = mkdtempSync(join(tmpdir(), 'bloodmatch-start-up-'));
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL!;
  const suffix = Math.random().toString(36).slice(2, 8);
  const owner = `owner_${suffix}`;
  const database = `owned_${suffix}`;
  let build: string;

  const admin = async <T>(work: (client: pg.Client) => Promise<T>, url = adminUrl) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const run = (script: string, databaseUrl: string, ...args: string[]) =>
    spawnSync(process.execPath, [join(build, script), ...args], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        // The projectors run as their own process only with Kafka (it is never reached: the database comes first).
        EVENT_TRANSPORT: 'kafka',
        KAFKA_BROKERS: '127.0.0.1:9',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
  const oneLine = (result: ReturnType<typeof run>) => ({
    status: result.status,
    lines: result.stderr.trimEnd().split('\n').length,
    stackTrace: /^\s+at /m.test(`${result.stdout}${result.stderr}`),
  });

  beforeAll(async () => {
    build = buildOwnCopy();
    await admin(async (client) => {
      await client.query(`create role ${owner} login password 'owner-secret' nosuperuser nocreatedb nocreaterole`);
      await client.query(`create database ${database} owner ${owner}`);
    });
  }, 120_000);
  afterAll(async () => {
    await admin(async (client) => {
      await client.query(`drop database if exists ${database} with (force)`);
      await client.query(`drop role if exists ${owner}`);
    });
    rmSync(dataDir, { recursive: true, force: true });
    removeBuild(build);
  });

  it('an unreachable database: the migration, the API and the projectors each stop with one line naming the server', async () => {
    const port = await freePort();
    const url = `postgres://app:secret@127.0.0.1:${port}/bloodmatch`;
    for (const [script, ...args] of [
      ['apps/api/src/cli.js', 'migrate'],
      ['apps/api/src/main.js'],
      ['apps/projectors/src/main.js'],
    ] as const) {
      const result = run(script, url, ...args);
      expect([script, oneLine(result)]).toEqual([script, { status: 1, lines: 1, stackTrace: false }]);
      expect(result.stderr).toContain(`Cannot reach PostgreSQL at 127.0.0.1:${port} (ECONNREFUSED)`);
    }
  }, 120_000);

  it('an owner who is not a superuser: one line saying what a superuser must create; then the migration runs', async () => {
    const ownerUrl = adminUrl.replace(/\/\/[^@]*@/, `//${owner}:owner-secret@`).replace(/\/[^/]+$/, `/${database}`);
    const refused = run('apps/api/src/cli.js', ownerUrl, 'migrate');
    expect(oneLine(refused)).toEqual({ status: 1, lines: 1, stackTrace: false });
    expect(refused.stderr).toContain('may not create the PostgreSQL extension "earthdistance"');
    expect(refused.stderr).toContain('run "create extension if not exists earthdistance cascade;"');

    // What the line (and the README) says, done once by a superuser in that database.
    await admin(
      (client) => client.query('create extension if not exists earthdistance cascade'),
      adminUrl.replace(/\/[^/]+$/, `/${database}`),
    );
    const migrated = run('apps/api/src/cli.js', ownerUrl, 'migrate');
    expect([migrated.status, migrated.stderr]).toEqual([0, '']);
    expect(migrated.stdout).toContain('reference data seeded');
  }, 120_000);
});
