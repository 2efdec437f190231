import type { EntityManager } from '@mikro-orm/postgresql';
import { appendAudit, type AuditEntry } from '../platform/audit/audit-trail.js';

/** The signed-in officer a command acts as, and where the call came from (for the audit log). */
export interface ActingOfficer {
  id: string;
  email: string;
  hospitalId: string;
  ip: string;
}

/**
 * Appends an officer's change to the audit log, in the change's transaction: what officers do for their hospital
 * (vouching, recording donations, reporting no-shows, closing) is kept like staff writes, naming who did it.
 */
export const auditOfficerChange = (em: EntityManager, officer: ActingOfficer, entry: AuditEntry) =>
  appendAudit(em, officer, entry);
