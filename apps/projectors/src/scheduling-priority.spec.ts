import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getPriority } from 'node:os';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import { lowerDatabaseSessionsPriority } from './scheduling-priority.js';

describe("the projectors' database sessions on a local PostgreSQL", () => {
  let database: TestDatabase;
  const sessions: pg.Client[] = [];
  const serverPid = async (client: pg.Client) =>
    (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const name of ['fan-out-under-test', 'fan-out-under-test', 'someone-else']) {
      const client = new pg.Client({ connectionString: database.url, application_name: name });
      await client.connect();
      sessions.push(client);
    }
  });

  afterAll(async () => {
    await Promise.all(sessions.map((client) => client.end()));
    await database.drop();
  });

  it('get the lower priority, and only the sessions of that name', async () => {
    expect(await lowerDatabaseSessionsPriority(database.url, 'fan-out-under-test', 12)).toBe(2);

    const [first, second, other] = await Promise.all(sessions.map(serverPid));
    expect(getPriority(first)).toBe(12);
    expect(getPriority(second)).toBe(12);
    expect(getPriority(other)).not.toBe(12);
  });
});
