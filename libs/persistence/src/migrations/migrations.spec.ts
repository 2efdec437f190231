import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import { createOrmConfig } from '../mikro-orm.config.js';
import { seedReferenceData } from '../seeds/reference-data.js';

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
});
