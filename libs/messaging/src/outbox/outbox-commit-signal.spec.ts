import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserVerified } from '@app/contracts';
import { createTestDatabase, openTestOrm, type TestDatabase, type TestOrm } from '@app/testing';
import { RELAY_IN_PROCESS_SETTING } from '@app/persistence';
import { recordEvent } from './record-event.js';
import { OutboxCommitSignal } from './outbox-commit-signal.js';

/** The signal goes out at the end of the turn in which the commit completed; this resolves after it. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const record = (em: EntityManager) => {
  const userId = randomUUID();
  recordEvent(em, UserVerified, userId, { user_id: userId });
};

describe('OutboxCommitSignal: a commit that recorded events wakes the relay of its own process', () => {
  let testOrm: TestOrm;
  let em: EntityManager;
  let signals = 0;
  let unlisten: () => void;

  beforeAll(async () => {
    testOrm = await openTestOrm();
    em = testOrm.orm.em;
    unlisten = OutboxCommitSignal.listen(em, () => signals++);
  });
  afterAll(async () => {
    unlisten();
    await testOrm.close();
  });

  const signalsDuring = async (work: () => Promise<unknown>) => {
    const before = signals;
    await work();
    await nextTurn();
    return signals - before;
  };

  it('signals once the transaction commits, not when its rows are flushed', async () => {
    let beforeCommit = -1;
    const after = await signalsDuring(() =>
      em.fork().transactional(async (tx) => {
        record(tx);
        await tx.flush();
        beforeCommit = await signalsDuring(async () => undefined);
      }),
    );
    expect(beforeCommit).toBe(0);
    expect(after).toBe(1);
  });

  it('stays quiet for transactions without events and for one that rolled back', async () => {
    expect(await signalsDuring(() => em.fork().transactional((tx) => tx.execute('select 1')))).toBe(0);
    const before = signals;
    await expect(
      em.fork().transactional(async (tx) => {
        record(tx);
        await tx.flush();
        throw new Error('the command failed after flushing its event');
      }),
    ).rejects.toThrow('the command failed');
    await nextTurn();
    expect(signals).toBe(before);
  });

  it('waits for the outer commit when the events were recorded in a nested transaction (a savepoint)', async () => {
    let afterSavepoint = -1;
    const after = await signalsDuring(() =>
      em.fork().transactional(async (outer) => {
        afterSavepoint = await signalsDuring(() => outer.transactional(async (inner) => record(inner)));
      }),
    );
    expect(afterSavepoint).toBe(0);
    expect(after).toBe(1);
  });

  it('signals for a flush outside a transaction, which commits in a transaction of its own', async () => {
    const fork = em.fork();
    record(fork);
    expect(await signalsDuring(() => fork.flush())).toBe(1);
  });

  it('gives every committed event to the relay: each listener hears of it until it stops listening', async () => {
    let second = 0;
    const stop = OutboxCommitSignal.listen(em, () => second++);
    await signalsDuring(() => em.fork().transactional(async (tx) => record(tx)));
    stop();
    await signalsDuring(() => em.fork().transactional(async (tx) => record(tx)));
    expect(second).toBe(1);
  });
});

describe('the outbox trigger: NOTIFY only for sessions without a relay in their process', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  /**
   * Inserts an outbox row from a session that LISTENs itself: PostgreSQL delivers a session's own notifications
   * when its transaction commits, before the commit's reply, so after the next query every one has arrived.
   */
  const notificationsOfAnInsert = async (options?: string) => {
    const client = new pg.Client({ connectionString: database.url, options });
    await client.connect();
    try {
      let heard = 0;
      client.on('notification', () => heard++);
      await client.query('listen outbox_message');
      await client.query('begin');
      await client.query(
        `insert into outbox_message (id, family, aggregate_type, aggregate_id, message_type, version, payload, occurred_at, created_at)
         values ($1, 'accounts', 'user', $2, 'UserVerified', 1, '{}', now(), now())`,
        [randomUUID(), randomUUID()],
      );
      await client.query('commit');
      await client.query('select 1');
      return heard;
    } finally {
      await client.end();
    }
  };

  it('notifies for a writer without the setting (apps/projectors, the CLI, psql)', async () => {
    expect(await notificationsOfAnInsert()).toBe(1);
  });

  it('skips the notify for a connection of a process that relays in-process (the API)', async () => {
    expect(await notificationsOfAnInsert(`-c ${RELAY_IN_PROCESS_SETTING}=on`)).toBe(0);
  });
});
