import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AdvocateApplicationDecided, type EventEnvelope } from '@app/contracts';
import { openTestOrm, type TestOrm } from '@app/testing';
import { ProjectorRunner } from '../consumer/projector-runner.js';
import type { Projector } from '../consumer/projector.js';
import { recordEvent } from './record-event.js';
import { OutboxRelay, type OutboxRow } from './outbox-relay.js';

/** An effect that is not idempotent by itself (a new row per call): only the inbox keeps it single. */
class NotifyApplicant implements Projector {
  readonly name = 'crash-test-notifications';
  readonly handles = [AdvocateApplicationDecided.type];
  async handle(em: EntityManager, event: EventEnvelope): Promise<void> {
    await em.execute(
      `insert into notification (id, user_id, title, body, event_id, created_at) values (?, ?, 'Decided', '', ?, now())`,
      [randomUUID(), (event.payload as { user_id: string }).user_id, event.id],
    );
  }
}

describe('relay crash after the transport acknowledged, before the rows were marked published', () => {
  let testOrm: TestOrm;
  let orm: MikroORM;
  const applicant = randomUUID();

  beforeAll(async () => {
    testOrm = await openTestOrm();
    orm = testOrm.orm;
  });
  afterAll(() => testOrm.close());

  const count = (sql: string) => testOrm.count(sql);

  it('redelivers the batch, and the inbox keeps each effect single', async () => {
    await orm.em.fork().transactional(async (tx) => {
      for (let i = 0; i < 5; i++)
        recordEvent(tx, AdvocateApplicationDecided, `application-${i}`, {
          application_id: `application-${i}`,
          email: 'amaka@example.com',
          name: 'Amaka Okafor',
          user_id: applicant,
          decision: 'accepted',
        });
    });
    const runner = new ProjectorRunner(orm.em, new NotifyApplicant(), { maxAttempts: 1 });
    const delivered: string[][] = [];
    const deliver = async (rows: OutboxRow[]) => {
      delivered.push(rows.map((row) => row.id));
      return runner.processBatch(rows.map((row) => row.envelope));
    };

    // The first relay's transport takes the batch (the projections commit, as a broker's acknowledgement would be
    // final), then the relay dies before its own transaction marks the rows published.
    const crashing = new OutboxRelay(
      orm.em,
      async (rows) => {
        await deliver(rows);
        throw new Error('relay process killed after the acknowledgement');
      },
      { batchSize: 100 },
    );
    expect(await crashing.tick()).toEqual({ published: 0, deferred: 0 });
    expect(crashing.lastError).toBe('relay process killed after the acknowledgement');
    expect(await count(`select count(*) as n from outbox_message where published_at is null`)).toBe(5);
    expect(await count(`select count(*) as n from notification where user_id = '${applicant}'`)).toBe(5);

    // Another relay (or the same one restarted) finds the rows unpublished and sends them again.
    let outcomes: string[] = [];
    const restarted = new OutboxRelay(
      orm.em,
      async (rows) => {
        outcomes = await deliver(rows);
      },
      { batchSize: 100 },
    );
    expect(await restarted.drain()).toBe(5);
    expect(delivered).toHaveLength(2);
    expect(delivered[1]).toEqual(delivered[0]);
    expect(outcomes).toEqual(Array(5).fill('duplicate'));
    expect(await count(`select count(*) as n from outbox_message where published_at is null`)).toBe(0);
    expect(await count(`select count(*) as n from notification where user_id = '${applicant}'`)).toBe(5);
    expect(await count(`select count(*) as n from inbox_message where consumer = 'crash-test-notifications'`)).toBe(5);
  });
});
