import { adminNotFound } from '../admin.errors.js';
import { z } from 'zod';
import { MODERATION_STATUSES } from '@app/domain';
import { AbuseReportEntity } from '@app/persistence';
import { iso, personOf, personSchema } from '../platform/admin-replies.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId } from '../platform/simple-rest.js';

export const abuseReportSchema = z.object({
  id: z.string(),
  status: z.enum(MODERATION_STATUSES),
  staff_note: z.string().nullable(),
  reporter: personSchema,
  reporter_role: z.enum(['donor', 'recipient']),
  reported_name: z.string(),
  reported_user: personSchema,
  description: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  updated_at: z.string(),
});

export const abuseReportView = (report: AbuseReportEntity): z.output<typeof abuseReportSchema> => ({
  id: report.id,
  status: report.status,
  staff_note: report.staffNote,
  reporter: personOf(report.reporter),
  reporter_role: report.reporterRole,
  reported_name: report.name,
  reported_user: personOf(report.reportedUser),
  description: report.description,
  created_at: report.createdAt.toISOString(),
  reviewed_at: iso(report.reviewedAt),
  updated_at: report.updatedAt.toISOString(),
});

export const ABUSE_REPORT_RELATIONS = ['reporter', 'reportedUser'] as const;

export const abuseReports: ResourceReading<AbuseReportEntity> = {
  listing: {
    resource: 'abuse-reports',
    entity: AbuseReportEntity,
    id: uuidId,
    filters: {
      status: filterFields.oneOf('status', MODERATION_STATUSES),
      created_at_gte: filterFields.from('createdAt'),
      created_at_lte: filterFields.to('createdAt'),
      q: filterFields.search('name', 'description'),
    },
    sorts: { created_at: 'createdAt', updated_at: 'updatedAt', status: 'status' },
    defaultSort: ['created_at', 'DESC'],
    populate: ABUSE_REPORT_RELATIONS,
  },
  present: (_em, rows) => rows.map(abuseReportView),
  schema: abuseReportSchema,
  notFound: adminNotFound('abuse_report_not_found'),
};
