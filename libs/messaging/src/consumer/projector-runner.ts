import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseEnvelope, type EventEnvelope } from '@app/contracts';
import { isUuid } from '@app/domain';
import { isTransientFailure, ProjectionDeferredError } from './projection-failures.js';
import type { Projector } from './projector.js';

export type Outcome = 'projected' | 'duplicate' | 'skipped' | 'dead-lettered' | 'held';

/** The first pending dead letter (not itself held) of an aggregate for a consumer: later events wait behind it. */
const BLOCKING_LETTER = `select id from dead_letter
  where consumer = ? and aggregate_id = ? and held_behind is null and redriven_at is null and discarded_at is null
  order by created_at limit 1`;

/**
 * An event's inbox record and the dead letter it would wait behind, in one statement (one round trip fewer per
 * event: the statements, not the rows, are what the projectors' time goes to).
 */
const RECORD_EVENT = `insert into inbox_message (consumer, event_id, event_type, aggregate_id) values (?, ?, ?, ?)
  on conflict do nothing returning seq, (${BLOCKING_LETTER}) as blocking`;

/**
 * A chunk's inbox records, unless one of its aggregates has a pending dead letter (then nothing is recorded and the
 * chunk goes event by event, to hold those events in order), in one statement.
 */
const recordChunk = (events: number) => `with blocked as (
    select count(*) as n from dead_letter
    where consumer = ? and aggregate_id in (?) and held_behind is null and redriven_at is null and discarded_at is null),
  inserted as (
    insert into inbox_message (consumer, event_id, event_type, aggregate_id)
    select consumer, event_id, event_type, aggregate_id
    from (values ${Array.from({ length: events }, () => '(?, ?::uuid, ?, ?)').join(', ')})
      as chunk (consumer, event_id, event_type, aggregate_id)
    where (select n from blocked) = 0
    on conflict do nothing returning event_id)
  select (select n from blocked) as blocked, array(select event_id::text from inserted) as inserted`;

/** Thrown inside an attempt when an earlier event of the aggregate is a dead letter: this one must wait. */
class HeldBehind extends Error {
  constructor(readonly letterId: string) {
    super(`held behind dead letter ${letterId}: an earlier event of this aggregate failed`);
  }
}

export interface DeadLetter {
  consumer: string;
  eventId: string;
  eventType: string;
  aggregateId: string;
  raw: unknown;
  error: string;
  attempts: number;
  /** The dead letter this event waits behind (an earlier event of its aggregate), if it was held rather than failed. */
  heldBehind?: string;
}

export interface ProjectorRunnerOptions {
  maxAttempts: number;
  /** Delay before retry n (1-based); tests shorten it. */
  retryDelayMs?: (attempt: number) => number;
  /** Called once the dead letter is recorded in the database (the Kafka transport publishes it to its topic). */
  onDeadLetter?: (letter: DeadLetter) => Promise<void>;
  log?: (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 4000) : String(error).slice(0, 4000);

const field = (raw: unknown, name: string): string => {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * Applies one projector to delivered events, whatever the transport: each event in its own fork and transaction,
 * its id recorded in `inbox_message` with the effect (a redelivery is a no-op), retried `maxAttempts` times. Then
 * the failure is classified: a transient one (lost connection, deadlock, serialization failure) is thrown as
 * ProjectionDeferredError so the transport delivers the event again later; only a contract or logic error becomes
 * a dead letter, after which the stream moves on.
 * Raw SQL inside a transaction goes through `tx.execute(...)`: `tx.getConnection().execute(...)` would run on another
 * pooled connection, outside the transaction.
 */
export class ProjectorRunner {
  private readonly retryDelay: (attempt: number) => number;

  constructor(
    private readonly em: EntityManager,
    readonly projector: Projector,
    private readonly options: ProjectorRunnerOptions,
  ) {
    this.retryDelay = options.retryDelayMs ?? ((attempt) => Math.min(2000, 50 * 2 ** attempt));
  }

  get name(): string {
    return this.projector.name;
  }

  /**
   * `raw` is the envelope as delivered (parsed JSON); it is validated against its contract here. Throws
   * ProjectionDeferredError when the last try failed for a transient reason: the event must not be acknowledged.
   */
  async process(raw: unknown): Promise<Outcome> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= this.options.maxAttempts; attempt++) {
      try {
        return await this.attempt(raw);
      } catch (error) {
        if (error instanceof HeldBehind) {
          await this.deadLetter(raw, error, error.letterId);
          return 'held';
        }
        lastError = error;
        if (attempt < this.options.maxAttempts) await sleep(this.retryDelay(attempt));
      }
    }
    if (isTransientFailure(lastError)) {
      this.options.log?.('warn', 'event deferred after a transient failure', {
        projector: this.name,
        event_id: field(raw, 'id'),
        error: describe(lastError),
      });
      throw new ProjectionDeferredError(this.name, field(raw, 'id'), lastError);
    }
    await this.deadLetter(raw, lastError);
    return 'dead-lettered';
  }

  /**
   * Several consecutive events of one stream in one transaction (each id still recorded in the inbox with its
   * effect): far fewer round trips than one transaction per event. If the batch fails for any reason, its events are
   * processed one by one (each with its own tries and dead letter), so one poison event cannot hold the rest back.
   */
  async processBatch(raws: unknown[]): Promise<Outcome[]> {
    const relevant: { index: number; event: EventEnvelope }[] = [];
    const outcomes: Outcome[] = raws.map(() => 'skipped');
    try {
      raws.forEach((raw, index) => {
        const type = field(raw, 'type');
        if (!type || this.projector.handles.includes(type)) relevant.push({ index, event: parseEnvelope(raw) });
      });
    } catch {
      return this.oneByOne(raws);
    }
    if (relevant.length === 0) return outcomes;
    if (relevant.length === 1) {
      outcomes[relevant[0]!.index] = await this.process(raws[relevant[0]!.index]);
      return outcomes;
    }
    const afterCommits: (() => Promise<void>)[] = [];
    // An aggregate with a pending dead letter: its events must be held one by one, in order.
    let blocked = false;
    try {
      await this.em.fork().transactional(async (tx) => {
        const [recorded] = await tx.execute<{ blocked: string; inserted: string[] }[]>(recordChunk(relevant.length), [
          this.projector.name,
          [...new Set(relevant.map(({ event }) => event.aggregate_id))],
          ...relevant.flatMap(({ event }) => [this.projector.name, event.id, event.type, event.aggregate_id]),
        ]);
        if (Number(recorded!.blocked) > 0) {
          blocked = true;
          return;
        }
        const fresh = new Set(recorded!.inserted);
        const freshEvents = relevant.filter(({ event }) => fresh.has(event.id)).map(({ event }) => event);
        await this.projector.prepareBatch?.(tx, freshEvents);
        for (const { index, event } of relevant) outcomes[index] = fresh.has(event.id) ? 'projected' : 'duplicate';
        if (this.projector.handleBatch) {
          if (freshEvents.length) afterCommits.push(...(await this.projector.handleBatch(tx, freshEvents)));
          return;
        }
        for (const event of freshEvents) {
          const after = await this.projector.handle(tx, event);
          if (after) afterCommits.push(after);
        }
      });
    } catch {
      return this.oneByOne(raws);
    }
    if (blocked) return this.oneByOne(raws);
    for (const after of afterCommits)
      await after().catch((error: unknown) =>
        this.options.log?.('warn', 'after-commit work failed', { projector: this.name, error: describe(error) }),
      );
    return outcomes;
  }

  private async oneByOne(raws: unknown[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (const raw of raws) outcomes.push(await this.process(raw));
    return outcomes;
  }

  private async attempt(raw: unknown): Promise<Outcome> {
    const type = field(raw, 'type');
    // Cheap skip before validation: most events concern only some projectors.
    if (type && !this.projector.handles.includes(type)) return 'skipped';
    const event: EventEnvelope = parseEnvelope(raw);
    let afterCommit: (() => Promise<void>) | void = undefined;
    const outcome = await this.em.fork().transactional(async (tx) => {
      const [recorded] = await tx.execute<{ seq: string; blocking: string | null }[]>(RECORD_EVENT, [
        this.projector.name,
        event.id,
        event.type,
        event.aggregate_id,
        this.projector.name,
        event.aggregate_id,
      ]);
      if (!recorded) return 'duplicate' as const;
      if (recorded.blocking) throw new HeldBehind(recorded.blocking);
      afterCommit = await this.projector.handle(tx, event);
      return 'projected' as const;
    });
    if (outcome === 'projected' && afterCommit) {
      await (afterCommit as () => Promise<void>)().catch((error: unknown) =>
        this.options.log?.('warn', 'after-commit work failed', { projector: this.name, error: describe(error) }),
      );
    }
    return outcome;
  }

  private async deadLetter(raw: unknown, error: unknown, heldBehind?: string): Promise<void> {
    const id = field(raw, 'id');
    const letter: DeadLetter = {
      consumer: this.projector.name,
      eventId: isUuid(id) ? id : randomUUID(),
      eventType: field(raw, 'type') || 'unknown',
      aggregateId: field(raw, 'aggregate_id') || 'unknown',
      raw,
      error: heldBehind ? (error as Error).message : describe(error),
      attempts: heldBehind ? 0 : this.options.maxAttempts,
      heldBehind,
    };
    this.options.log?.(heldBehind ? 'warn' : 'error', heldBehind ? 'event held' : 'event dead-lettered', {
      projector: letter.consumer,
      event_id: letter.eventId,
      event_type: letter.eventType,
      error: letter.error,
    });
    // The row first, then anything published about it: a dead letter that was announced always exists.
    const recorded = await this.em.fork().transactional(async (tx) => {
      const connection = tx;
      // In the inbox too, so a redelivery of the same poison does not dead-letter it twice.
      const inserted = await connection.execute<unknown[]>(
        `insert into inbox_message (consumer, event_id, event_type, aggregate_id) values (?, ?, ?, ?)
         on conflict do nothing returning seq`,
        [letter.consumer, letter.eventId, letter.eventType, letter.aggregateId],
      );
      if (inserted.length === 0) return false;
      await connection.execute(
        `insert into dead_letter (id, consumer, event_id, event_type, aggregate_id, envelope, error, attempts, held_behind, created_at)
         values (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, clock_timestamp())`,
        [
          randomUUID(),
          letter.consumer,
          letter.eventId,
          letter.eventType,
          letter.aggregateId,
          JSON.stringify(raw ?? null),
          letter.error,
          letter.attempts,
          letter.heldBehind ?? null,
        ],
      );
      return true;
    });
    if (recorded)
      await this.options.onDeadLetter?.(letter).catch((error: unknown) =>
        this.options.log?.('error', 'dead letter recorded but not announced', {
          projector: letter.consumer,
          event_id: letter.eventId,
          error: describe(error),
        }),
      );
  }
}

/**
 * Tries pending dead letters again (after a fix was deployed): each is taken out of the inbox and processed anew,
 * in the order they died; one that fails again becomes a new dead letter. Returns how many were re-driven.
 */
export const redriveDeadLetters = async (
  em: EntityManager,
  runners: ProjectorRunner[],
  only?: string,
): Promise<{ consumer: string; eventId: string; outcome: Outcome }[]> => {
  const results: { consumer: string; eventId: string; outcome: Outcome }[] = [];
  for (const runner of runners) {
    if (only && runner.name !== only) continue;
    const letters = await em
      .fork()
      .getConnection()
      .execute<{ id: string; event_id: string; envelope: unknown }[]>(
        `select id, event_id, envelope from dead_letter
         where consumer = ? and redriven_at is null and discarded_at is null order by created_at, id`,
        [runner.name],
      );
    for (const letter of letters) {
      await em.fork().transactional(async (tx) => {
        const connection = tx;
        await connection.execute(`update dead_letter set redriven_at = now() where id = ?`, [letter.id]);
        await connection.execute(`delete from inbox_message where consumer = ? and event_id = ?`, [
          runner.name,
          letter.event_id,
        ]);
      });
      let outcome: Outcome;
      try {
        outcome = await runner.process(letter.envelope);
      } catch (error) {
        // Deferred (the database is away, say): the letter stays pending for the next re-drive.
        await em.fork().getConnection().execute(`update dead_letter set redriven_at = null where id = ?`, [letter.id]);
        throw error;
      }
      results.push({ consumer: runner.name, eventId: letter.event_id, outcome });
    }
  }
  return results;
};

/**
 * Gives a pending dead letter up for good (its event will never be applied): later events of its aggregate are no
 * longer held behind it, and those already held are applied by the next re-drive. Returns whether it was pending.
 */
export const discardDeadLetter = async (em: EntityManager, id: string): Promise<boolean> => {
  const discarded = await em
    .fork()
    .getConnection()
    .execute<unknown[]>(
      `update dead_letter set discarded_at = now()
       where id = ? and redriven_at is null and discarded_at is null returning id`,
      [id],
    );
  return discarded.length > 0;
};
