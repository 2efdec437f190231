import { randomUUID } from 'node:crypto';
import { LockMode, type EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { auditImage, type DomainError } from '@app/domain';
import { AuditLogEntity } from '@app/persistence';
import type { StaffActor } from './staff-actor.decorator.js';

export interface AuditEntry {
  /** What was done, in the past tense (`resolved`, `suspended`, `viewed`); the log names it `<record kind>.<verb>`. */
  action: string;
  resource: string;
  recordId: string;
  before?: unknown;
  after?: unknown;
}

/** The kind of record a resource holds, as actions name it: `abuse-reports` → `abuse_report`, `matches` → `match`. */
export const recordKindOf = (resource: string): string =>
  resource
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/s$/, '')
    .replace(/-/g, '_');

/** `abuse_report.resolved`: the record's kind and what was done to it, so the log reads without its context. */
export const auditAction = (resource: string, verb: string): string => `${recordKindOf(resource)}.${verb}`;

const auditRow = (actor: Pick<StaffActor, 'id' | 'email' | 'ip'>, entry: AuditEntry) => ({
  actorId: actor.id,
  actorEmail: actor.email,
  action: auditAction(entry.resource, entry.action),
  resource: entry.resource,
  recordId: entry.recordId,
  before: auditImage(entry.before ?? null),
  after: auditImage(entry.after ?? null),
  ip: actor.ip,
});

/** Appends to the audit log inside the caller's transaction: the entry commits with the change or not at all. */
export const appendAudit = (em: EntityManager, actor: Pick<StaffActor, 'id' | 'email' | 'ip'>, entry: AuditEntry) =>
  em.create(AuditLogEntity, auditRow(actor, entry));

/**
 * A staff read of people's records, one entry per request (a page of a list is one entry naming its ids). Written
 * before the records are answered: a read that cannot be recorded is not served.
 */
export const recordRead = async (
  em: EntityManager,
  actor: Pick<StaffActor, 'id' | 'email' | 'ip'>,
  entry: AuditEntry,
): Promise<void> => {
  await em.fork().insert(AuditLogEntity, { id: randomUUID(), createdAt: new Date(), ...auditRow(actor, entry) });
};

/** The verb for a change that moves a record's status: the status it reached, else `otherwise`. */
export const statusMove =
  <V extends { status: string }>(otherwise: (before: V, after: V) => string) =>
  (before: V, after: V): string =>
    before.status !== after.status ? after.status : otherwise(before, after);

export interface AuditedTarget<E extends object> {
  resource: string;
  entity: EntityName<E>;
  id: string | number;
  /** The record's 404, from its context's code table. */
  notFound: () => DomainError;
  populate?: readonly string[];
  /** What the action carried beyond the record (a warning's reason), kept with the after-image. */
  detail?: Record<string, unknown>;
}

/**
 * A staff write as every one is done: the record locked, its view before, the change (which may record events
 * through `tx`), its view after, and the audit entry, all in one transaction.
 */
export const changeAudited = <E extends object, V>(
  em: EntityManager,
  actor: StaffActor,
  target: AuditedTarget<E>,
  action: string | ((before: V, after: V) => string),
  view: (record: E) => V,
  change: (record: E, tx: EntityManager) => void | Promise<void>,
): Promise<V> =>
  em.fork().transactional(async (tx) => {
    const record = (await tx.findOne(target.entity, { id: target.id } as never, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    })) as E | null;
    if (!record) throw target.notFound();
    // Populated after locking: FOR UPDATE cannot cover the nullable side of the joins a populate makes.
    if (target.populate?.length) await tx.populate(record, target.populate as never);
    const before = view(record);
    await change(record, tx);
    await tx.flush();
    const after = view(record);
    appendAudit(tx, actor, {
      action: typeof action === 'string' ? action : action(before, after),
      resource: target.resource,
      recordId: String(target.id),
      before,
      after: target.detail ? { ...after, ...target.detail } : after,
    });
    return after;
  });
