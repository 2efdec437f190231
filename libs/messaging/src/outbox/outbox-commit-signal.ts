import {
  ChangeSetType,
  type EntityManager,
  type EventSubscriber,
  type FlushEventArgs,
  type Transaction,
  type TransactionEventArgs,
} from '@mikro-orm/core';
import { OutboxMessageEntity } from '@app/persistence';
import { oncePerTurn } from '../scheduling/once-per-turn.js';

/**
 * Tells this process's relays that outbox rows committed, from the ORM's own events, so the relay that shares the
 * process with the commands wakes without a NOTIFY round trip through PostgreSQL.
 *
 * A transaction counts from the flush that inserts outbox rows to its top-level commit: rows flushed in a savepoint
 * become visible only when the transaction around it commits, and a flush outside any transaction opens its own (the
 * next one its entity manager starts); a savepoint rolled back after its flush still marks the transaction, which
 * costs at most a pass that finds nothing. Commits that land in one turn of the event loop make one signal, and a relay
 * already running goes round once more for it (EventBackbone.relayTick), so a burst of commands costs one extra pass.
 * Writers in other processes are not seen here: the outbox trigger's NOTIFY covers them (OutboxWakeUp).
 */
export class OutboxCommitSignal implements EventSubscriber {
  private readonly listeners = new Set<() => void>();
  private readonly recorded = new WeakSet<Transaction>();
  /** A savepoint's enclosing transaction, whose commit is the one that counts. */
  private readonly enclosing = new WeakMap<Transaction, Transaction>();
  /** Between a savepoint's beforeTransactionStart (which names its parent) and its afterTransactionStart. */
  private readonly opening = new WeakMap<EntityManager, Transaction>();
  /** Entity managers that flushed outbox rows outside a transaction: the flush's own transaction is next. */
  private readonly flushingAlone = new WeakSet<EntityManager>();
  private readonly signal = oncePerTurn(() => {
    for (const listener of this.listeners) listener();
  });

  /** The signal of this ORM (one per event manager, registered on first use); `listener` runs after such commits. */
  static listen(em: EntityManager, listener: () => void): () => void {
    const events = em.getEventManager();
    let signal = [...events.getSubscribers()].find(
      (subscriber): subscriber is OutboxCommitSignal => subscriber instanceof OutboxCommitSignal,
    );
    if (!signal) {
      signal = new OutboxCommitSignal();
      events.registerSubscriber(signal);
    }
    const { listeners } = signal;
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  onFlush({ em, uow }: FlushEventArgs): void {
    const recordsEvents = uow
      .getChangeSets()
      .some((change) => change.type === ChangeSetType.CREATE && change.meta.class === OutboxMessageEntity);
    if (!recordsEvents) return;
    const transaction = em.getTransactionContext();
    if (transaction) this.recorded.add(this.outermost(transaction));
    else this.flushingAlone.add(em);
  }

  beforeTransactionStart({ em, transaction }: TransactionEventArgs): void {
    if (transaction) this.opening.set(em, transaction);
  }

  afterTransactionStart({ em, transaction }: TransactionEventArgs): void {
    if (!transaction) return;
    if (transaction.savepointName) {
      const parent = this.opening.get(em);
      if (parent) this.enclosing.set(transaction, parent);
      this.opening.delete(em);
    } else if (this.flushingAlone.delete(em)) {
      this.recorded.add(transaction);
    }
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    if (transaction && !transaction.savepointName && this.recorded.delete(transaction)) this.signal();
  }

  afterTransactionRollback({ em, transaction }: TransactionEventArgs): void {
    this.flushingAlone.delete(em);
    if (transaction && !transaction.savepointName) this.recorded.delete(transaction);
  }

  private outermost(transaction: Transaction): Transaction {
    let current = transaction;
    for (let parent = this.enclosing.get(current); parent; parent = this.enclosing.get(current)) current = parent;
    return current;
  }
}
