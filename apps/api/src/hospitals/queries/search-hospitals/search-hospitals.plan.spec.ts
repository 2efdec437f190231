import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '@app/persistence';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import { hospitalSearchSql, type HospitalSearch } from './read-hospital-search.js';

/**
 * The search must stay an index read at the size of the national registry (about 41,000 facilities): 50,000
 * hospitals spread over Nigeria's bounding box, and the plan of each kind of search read from EXPLAIN (no timings).
 */
describe('hospital search at 50,000 hospitals', () => {
  let database: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(createOrmConfig(database.url));
    await orm.em.getConnection().execute(
      `insert into hospital (id, name, search_text, kind, state_id, latitude, longitude, position_source, source,
                             created_at, updated_at)
       select gen_random_uuid(), 'Clinic ' || md5(i::text), 'clinic ' || md5(i::text), 'general',
              (select min(id) from state), 4.3 + (i % 877) * 0.01, 2.7 + (i % 1103) * 0.01, 'registry', 'registry',
              now(), now()
         from generate_series(1, 50000) as i`,
    );
    await orm.em.getConnection().execute('analyze hospital');
    // Filling the indexes for 50,000 rows takes a while on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await orm.close(true);
    await database.drop();
  });

  const plan = async (search: HospitalSearch) => {
    const [sql, values] = hospitalSearchSql(search);
    const rows = await orm.em.getConnection().execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`, values);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  const near = { latitude: 6.6, longitude: 3.35 };

  it('has 50,000 hospitals to search', async () => {
    const [row] = await orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from hospital');
    expect(row!.n).toBe(50_000);
  });

  it('reads a name search from the trigram index', async () => {
    const text = await plan({ q: 'c4ca4238', limit: 20 });
    expect(text).toContain('hospital_search_text_index');
    expect(text).not.toMatch(/Seq Scan on hospital/);
  });

  it('reads nearest first from the position index (KNN)', async () => {
    const text = await plan({ near, limit: 20 });
    expect(text).toMatch(/Index Scan using hospital_position_index/);
    expect(text).toContain('Order By');
    expect(text).not.toMatch(/Seq Scan on hospital/);
  });

  it('reads a name search near a position from an index too', async () => {
    const text = await plan({ q: 'c4ca4238', near, limit: 20 });
    expect(text).toMatch(/hospital_search_text_index|hospital_position_index/);
    expect(text).not.toMatch(/Seq Scan on hospital/);
  });
});
