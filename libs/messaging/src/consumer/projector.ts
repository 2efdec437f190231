import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope } from '@app/contracts';

/** Work that must wait until the projection committed (a Web Push, say): never done for a rolled-back effect. */
export type AfterCommit = () => Promise<void>;

/**
 * A read-model builder. `handle` runs inside the transaction that also records the event id in the inbox, so its
 * effect happens once per event however often the event is delivered. It must use only `em` for its writes.
 */
export interface Projector {
  /** Short name: the inbox's consumer, and the second half of the Kafka consumer group `<service>-<projector>`. */
  readonly name: string;
  /** Event types it reacts to; others are acknowledged and skipped. */
  readonly handles: readonly string[];
  handle(em: EntityManager, event: EventEnvelope): Promise<AfterCommit | void>;
  /** Called once in a batch's transaction before its events are handled (e.g. to take locks in a fixed order). */
  prepareBatch?(em: EntityManager, events: EventEnvelope[]): Promise<void>;
  /**
   * Optional: a batch's new events at once, in stream order, in the batch's transaction, with the effect `handle`
   * would have on each in turn but in a few statements instead of a few per event (what lets a projector keep up
   * with hundreds of events a second). A projector whose events depend on the effects of earlier ones in the same
   * batch (counters, say) leaves it out and is handled event by event.
   */
  handleBatch?(em: EntityManager, events: EventEnvelope[]): Promise<AfterCommit[]>;
  /**
   * Event types each worth a transaction of its own (an appeal's batch of thousands of donors): the transports give
   * each its own chunk, and a round of them as many lanes as they allow, rather than one transaction for a few events.
   */
  readonly heavy?: readonly string[];
  /** Resolves once the work it does after its commits (pushes sent in the background) is done. */
  settled?(): Promise<void>;
  /** A graceful stop: finishes the work under way after its commits and starts no more (the rest is in the database). */
  stop?(): Promise<void>;
  /** Does the work it left in the database to do after its commits (pushes a crash left unsent): at start, then now and then. */
  sendPending?(): Promise<void>;
}

/**
 * An event's weight when a transport cuts a round into lanes and chunks: a heavy event of any of the projectors
 * weighs a whole chunk (`chunkSize`), any other one.
 */
export const eventWeight = (projectors: readonly Projector[], chunkSize: number) => {
  const heavy = new Set(projectors.flatMap((projector) => projector.heavy ?? []));
  return (type: string | undefined): number => (type !== undefined && heavy.has(type) ? chunkSize : 1);
};
