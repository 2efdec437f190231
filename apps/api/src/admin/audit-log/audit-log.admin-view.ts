import { adminNotFound } from '../admin.errors.js';
import { z } from 'zod';
import { AuditLogEntity } from '@app/persistence';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId, uuidIdField } from '../platform/simple-rest.js';

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }),
  action: z.string(),
  resource: z.string(),
  record_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.string(),
});

export const auditEntryView = (entry: AuditLogEntity): z.output<typeof auditEntrySchema> => ({
  id: entry.id,
  actor: { id: entry.actorId, email: entry.actorEmail },
  action: entry.action,
  resource: entry.resource,
  record_id: entry.recordId,
  before: entry.before,
  after: entry.after,
  ip: entry.ip,
  created_at: entry.createdAt.toISOString(),
});

/** Read-only for admins: no route writes to it except by appending, and the database refuses edits. */
export const auditLog: ResourceReading<AuditLogEntity> = {
  listing: {
    resource: 'audit-log',
    entity: AuditLogEntity,
    id: uuidId,
    filters: {
      actor_id: filterFields.equals('actorId', uuidIdField('use a staff id')),
      action: filterFields.equals('action', z.string().max(50)),
      resource: filterFields.equals('resource', z.string().max(50)),
      record_id: filterFields.equals('recordId', z.string().max(100)),
      created_at_gte: filterFields.from('createdAt'),
      created_at_lte: filterFields.to('createdAt'),
    },
    sorts: { created_at: 'createdAt' },
    defaultSort: ['created_at', 'DESC'],
  },
  present: (_em, rows) => rows.map(auditEntryView),
  schema: auditEntrySchema,
  notFound: adminNotFound('audit_entry_not_found'),
  auditReads: false,
  roles: ['admin'],
};
