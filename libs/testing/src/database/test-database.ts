import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig, seedReferenceData } from '@app/persistence';

const TEMPLATE = 'bloodmatch_template';
const TEMPLATE_LOCK = 7_261_122;

const adminUrl = (): string => {
  const url = process.env.TEST_DATABASE_ADMIN_URL;
  if (!url)
    throw new Error('TEST_DATABASE_ADMIN_URL is not set: run tests through jest (its global setup starts PostgreSQL)');
  return url;
};

const databaseUrl = (name: string) => adminUrl().replace(/\/[^/]+$/, `/${name}`);

/**
 * The migrated, seeded template, built once per run by whichever test file asks first (an advisory lock keeps
 * parallel files from building it twice), under a temporary name renamed at the end so no file sees it half-built.
 */
const ensureTemplate = async (admin: pg.Client) => {
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [TEMPLATE]);
    if (exists.rowCount) return;
    const building = `${TEMPLATE}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    const orm = await MikroORM.init(createOrmConfig(databaseUrl(building), { pool: { min: 0, max: 2 } }));
    try {
      await orm.migrator.up();
      await seedReferenceData(orm.em.fork());
    } finally {
      await orm.close(true);
    }
    await admin.query(`alter database "${building}" rename to "${TEMPLATE}"`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
};

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database cloned from the migrated, seeded template: a test file's own. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await ensureTemplate(admin);
    await admin.query(`create database "${name}" template "${TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
};

export interface TestOrm {
  orm: MikroORM;
  /** The number the query selects as `n`, e.g. `select count(*) as n from ...`. */
  count(sql: string, params?: unknown[]): Promise<number>;
  close(): Promise<void>;
}

/** An ORM on a fresh database of the test file's own, for tests below the HTTP API (relays, projector runners). */
export const openTestOrm = async (): Promise<TestOrm> => {
  const database = await createTestDatabase();
  const orm = await MikroORM.init(createOrmConfig(database.url, { pool: { min: 0, max: 4 } }));
  return {
    orm,
    count: async (sql, params = []) =>
      Number((await orm.em.fork().getConnection().execute<{ n: string }[]>(sql, params))[0]!.n),
    close: async () => {
      await orm.close(true);
      await database.drop();
    },
  };
};
