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
}
