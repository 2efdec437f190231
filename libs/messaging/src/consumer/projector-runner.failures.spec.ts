import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DeadlockException } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AdvocateApplicationDecided, type EventEnvelope } from '@app/contracts';
import { openTestOrm, type TestOrm } from '@app/testing';
import { inlineSink } from '../inline/inline-transport.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { recordEvent } from '../outbox/record-event.js';
import { isTransientFailure, ProjectionDeferredError } from './projection-failures.js';
import { discardDeadLetter, ProjectorRunner, redriveDeadLetters, type DeadLetter } from './projector-runner.js';
import type { Projector } from './projector.js';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

/** A projector whose next calls fail with the errors queued in `failures`, then succeed. */
class FlakyProjector implements Projector {
  readonly name = 'failure-test';
  readonly handles = [AdvocateApplicationDecided.type];
  failures: unknown[] = [];
  async handle(em: EntityManager, event: EventEnvelope): Promise<void> {
    const failure = this.failures.shift();
    if (failure) throw failure;
    await em.execute(`insert into platform_fact (kind, subject_id, created_at) values ('failure-test', ?, now())`, [
      event.id,
    ]);
  }
}

describe('projector failures are classified', () => {
  let testOrm: TestOrm;
  let orm: MikroORM;
  let projector: FlakyProjector;
  let letters: { letter: DeadLetter; rowsWhenAnnounced: number }[];
  let runner: ProjectorRunner;

  const count = (sql: string, params: unknown[] = []) => testOrm.count(sql, params);
  const deadLetters = (eventId: string) => count(`select count(*) as n from dead_letter where event_id = ?`, [eventId]);
  const projected = (eventId: string) =>
    count(`select count(*) as n from platform_fact where kind = 'failure-test' and subject_id = ?`, [eventId]);

  const event = (aggregateId: string = randomUUID()): EventEnvelope => {
    const fork = orm.em.fork();
    const envelope = recordEvent(fork, AdvocateApplicationDecided, aggregateId, {
      application_id: 'application-1',
      email: 'amaka@example.com',
      name: 'Amaka Okafor',
      user_id: null,
      decision: 'accepted',
    });
    return envelope;
  };

  beforeAll(async () => {
    testOrm = await openTestOrm();
    orm = testOrm.orm;
  });
  afterAll(() => testOrm.close());
  beforeEach(() => {
    projector = new FlakyProjector();
    letters = [];
    runner = new ProjectorRunner(orm.em, projector, {
      maxAttempts: 3,
      retryDelayMs: () => 1,
      onDeadLetter: async (letter) => {
        letters.push({ letter, rowsWhenAnnounced: await deadLetters(letter.eventId) });
      },
    });
  });

  it('tells infrastructure failures from contract and logic errors', () => {
    expect(isTransientFailure(pgError('40001', 'could not serialize access due to concurrent update'))).toBe(true);
    expect(isTransientFailure(new DeadlockException(pgError('40P01', 'deadlock detected')))).toBe(true);
    expect(isTransientFailure(pgError('08006', 'connection failure'))).toBe(true);
    expect(isTransientFailure(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isTransientFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientFailure(new Error('wrapped', { cause: pgError('ECONNREFUSED', 'connect ECONNREFUSED') }))).toBe(
      true,
    );
    expect(isTransientFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isTransientFailure(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isTransientFailure(pgError('42703', 'column "nme" does not exist'))).toBe(false);
  });

  it('retries a transient failure and never makes it a dead letter: the event is deferred, then projected', async () => {
    const envelope = event();
    projector.failures = [1, 2, 3].map(() => pgError('40P01', 'deadlock detected'));
    await expect(runner.process(envelope)).rejects.toThrow(ProjectionDeferredError);
    expect(await deadLetters(envelope.id)).toBe(0);
    expect(letters).toEqual([]);
    expect(await projected(envelope.id)).toBe(0);

    // Delivered again later (the transport did not acknowledge it), the database is fine: projected once.
    expect(await runner.process(envelope)).toBe('projected');
    expect(await projected(envelope.id)).toBe(1);
  });

  it('makes a logic error a dead letter, written before it is announced', async () => {
    const envelope = event();
    projector.failures = [1, 2, 3].map(() => new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(await runner.process(envelope)).toBe('dead-lettered');
    expect(await deadLetters(envelope.id)).toBe(1);
    expect(letters.map(({ letter, rowsWhenAnnounced }) => [letter.eventId, rowsWhenAnnounced])).toEqual([
      [envelope.id, 1],
    ]);
  });

  it('makes an event that breaks its contract a dead letter', async () => {
    const envelope = { ...event(), payload: { decision: 'maybe' } };
    expect(await runner.process(envelope)).toBe('dead-lettered');
    expect(await deadLetters(envelope.id)).toBe(1);
  });

  it('inline: a deferred event keeps its outbox row unpublished until it is projected', async () => {
    let id = '';
    await orm.em.fork().transactional(async (tx) => {
      id = recordEvent(tx, AdvocateApplicationDecided, randomUUID(), {
        application_id: 'application-2',
        email: 'amaka@example.com',
        name: 'Amaka Okafor',
        user_id: null,
        decision: 'rejected',
      }).id;
    });
    const relay = new OutboxRelay(orm.em, inlineSink([runner]), { batchSize: 10, baseBackoffMs: 0 });
    projector.failures = [1, 2, 3].map(() => new Error('Connection terminated unexpectedly'));
    expect((await relay.tick()).published).toBe(0);
    expect(relay.lastError).toContain('deferred event');
    expect(await count(`select count(*) as n from outbox_message where id = ? and published_at is null`, [id])).toBe(1);
    expect(await relay.drain()).toBeGreaterThanOrEqual(1);
    expect(await count(`select count(*) as n from outbox_message where id = ? and published_at is null`, [id])).toBe(0);
    expect(await projected(id)).toBe(1);
    expect(await deadLetters(id)).toBe(0);
  });

  const logicError = () => new TypeError("Cannot read properties of undefined (reading 'id')");

  it("holds an aggregate's later events behind its dead letter, and applies them in order once it is re-driven", async () => {
    const [first, second, third] = [event('application-a'), event('application-a'), event('application-a')];
    const other = event('application-b');
    projector.failures = [1, 2, 3, 4].map(logicError); // the batch's try, then the event's three
    expect(await runner.processBatch([first, second, third, other])).toEqual([
      'dead-lettered',
      'held',
      'held',
      'projected',
    ]);
    expect(await Promise.all([first, second, third].map((e) => projected(e.id)))).toEqual([0, 0, 0]);
    // A later chunk: the event of the blocked aggregate is held, the other one goes through.
    const later = event('application-a');
    expect(await runner.processBatch([later, event('application-b')])).toEqual(['held', 'projected']);
    expect(letters.map(({ letter }) => [letter.eventId, letter.heldBehind === undefined])).toEqual([
      [first.id, true],
      [second.id, false],
      [third.id, false],
      [later.id, false],
    ]);

    // The fix is deployed: the re-drive applies the first event, then those held behind it, in their order.
    const ours = new Set([first, second, third, later].map((e) => e.id)); // earlier tests left letters too
    const redriven = (await redriveDeadLetters(orm.em, [runner])).filter(({ eventId }) => ours.has(eventId));
    expect(redriven.map(({ eventId, outcome }) => [eventId, outcome])).toEqual(
      [first, second, third, later].map((e) => [e.id, 'projected']),
    );
    expect(await runner.process(event('application-a'))).toBe('projected');
  });

  it('a discarded dead letter holds nothing back any more; what it held is applied by the next re-drive', async () => {
    const [poison, waiting] = [event('application-c'), event('application-c')];
    projector.failures = [1, 2, 3].map(logicError);
    expect(await runner.process(poison)).toBe('dead-lettered');
    expect(await runner.process(waiting)).toBe('held');
    const [letter] = await orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(`select id from dead_letter where event_id = ?`, [poison.id]);
    expect(await discardDeadLetter(orm.em, letter!.id)).toBe(true);
    expect(await discardDeadLetter(orm.em, letter!.id)).toBe(false);

    expect(await runner.process(event('application-c'))).toBe('projected');
    const redriven = (await redriveDeadLetters(orm.em, [runner])).filter(({ eventId }) =>
      [poison.id, waiting.id].includes(eventId),
    );
    expect(redriven.map(({ eventId, outcome }) => [eventId, outcome])).toEqual([[waiting.id, 'projected']]);
    expect(await projected(poison.id)).toBe(0);
  });
});
