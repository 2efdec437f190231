import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import { createOrmConfig } from '../mikro-orm.config.js';
import { seedReferenceData } from '../seeds/reference-data.js';
import { Migration20261123055000AuditLogWithoutPersonalValues } from './Migration20261123055000AuditLogWithoutPersonalValues.js';

describe('migrations', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(createOrmConfig(database.url));
  });
  afterAll(async () => {
    await orm.close(true);
    await database.drop();
  });

  it('leave the schema exactly as the entities describe it', async () => {
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });

  it('have all run, and reference data seeds are idempotent', async () => {
    expect(await orm.migrator.getPending()).toEqual([]);
    const count = async () =>
      (
        await orm.em
          .fork()
          .getConnection()
          .execute<{ n: string }[]>('select (select count(*) from state) + (select count(*) from reason) as n')
      )[0]!.n;
    const before = await count();
    await seedReferenceData(orm.em.fork());
    expect(await count()).toBe(before);
    const [states] = await orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>('select count(*)::int as n from state');
    expect(Number(states!.n)).toBe(37);
  });

  describe('Migration20261123055000AuditLogWithoutPersonalValues', () => {
    const insert = (before: unknown, after: unknown) =>
      orm.em
        .fork()
        .getConnection()
        .execute<{ id: string }[]>(
          `insert into audit_log (id, actor_id, actor_email, action, resource, record_id, before, after, ip, created_at)
           values (?, ?, 'staff@example.com', 'update', 'users', 'r-1', ?, ?, '127.0.0.1', now()) returning id`,
          [randomUUID(), randomUUID(), JSON.stringify(before), JSON.stringify(after)],
        );
    const images = async (id: string) =>
      (
        await orm.em
          .fork()
          .getConnection()
          .execute<{ before: unknown; after: unknown }[]>('select before, after from audit_log where id = ?', [id])
      )[0];

    it('drops names and contact details from old entries at any depth, then the log is append-only again', async () => {
      const [named] = await insert(
        { id: 'u-1', name: 'Ada Obi', suspended_until: null, reporter: { id: 'u-2', name: 'Bola Ade' } },
        { id: 'u-1', name: 'Ada Obi', email: 'a***@example.com', matches: [{ id: 'm-1', phone_number: '234***567' }] },
      );
      const [plain] = await insert({ id: 'a-1', status: 'open' }, { fields: ['email', 'phone_number'] });

      const migration = new Migration20261123055000AuditLogWithoutPersonalValues(orm.em.getDriver(), orm.config);
      await migration.up();
      await orm.em.fork().transactional(async (tx) => {
        for (const query of migration.getQueries()) await tx.execute(query as string);
      });

      expect(await images(named!.id)).toEqual({
        before: { id: 'u-1', suspended_until: null, reporter: { id: 'u-2' } },
        after: { id: 'u-1', matches: [{ id: 'm-1' }] },
      });
      expect(await images(plain!.id)).toEqual({
        before: { id: 'a-1', status: 'open' },
        after: { fields: ['email', 'phone_number'] },
      });
      await expect(
        orm.em.fork().getConnection().execute(`update audit_log set action = 'x' where id = ?`, [plain!.id]),
      ).rejects.toThrow('audit_log is append-only');
    });
  });
});
