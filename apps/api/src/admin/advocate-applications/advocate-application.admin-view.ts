import { adminNotFound } from '../admin.errors.js';
import { z } from 'zod';
import { ADVOCATE_APPLICATION_STATUSES } from '@app/domain';
import { AdvocateApplicationEntity } from '@app/persistence';
import { iso } from '../platform/admin-replies.js';
import { maskEmail, maskPhone } from '../platform/contact-masking.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId } from '../platform/simple-rest.js';

export const adminAdvocateApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().describe('masked'),
  phone_number: z.string().nullable().describe('masked'),
  state: z.string(),
  age: z.number().int(),
  education_level: z.string(),
  bio: z.string(),
  jbm_description: z.string(),
  advocate_reason: z.string(),
  status: z.enum(ADVOCATE_APPLICATION_STATUSES),
  decision_message: z.string().nullable(),
  decided_at: z.string().nullable(),
  passport_url: z.string().describe('admin API path; needs the staff token'),
  cv_url: z.string().describe('admin API path; needs the staff token'),
  created_at: z.string(),
});

/** The passport photo and CV are served to staff only, through the admin API. */
export const applicationFilePath = (id: string, file: 'passport' | 'cv') =>
  `/v1/admin/advocate-applications/${id}/${file}`;

export const adminAdvocateApplicationView = (
  application: AdvocateApplicationEntity,
): z.output<typeof adminAdvocateApplicationSchema> => ({
  id: application.id,
  name: application.name,
  email: maskEmail(application.email),
  phone_number: maskPhone(application.phoneNumber),
  state: application.state,
  age: application.age,
  education_level: application.educationLevel,
  bio: application.bio,
  jbm_description: application.jbmDescription,
  advocate_reason: application.advocateReason,
  status: application.status,
  decision_message: application.decisionMessage,
  decided_at: iso(application.decidedAt),
  passport_url: applicationFilePath(application.id, 'passport'),
  cv_url: applicationFilePath(application.id, 'cv'),
  created_at: application.createdAt.toISOString(),
});

export const advocateApplications: ResourceReading<AdvocateApplicationEntity> = {
  listing: {
    resource: 'advocate-applications',
    entity: AdvocateApplicationEntity,
    id: uuidId,
    filters: {
      status: filterFields.oneOf('status', ADVOCATE_APPLICATION_STATUSES),
      state: filterFields.equals('state', z.string().max(100)),
      created_at_gte: filterFields.from('createdAt'),
      created_at_lte: filterFields.to('createdAt'),
      q: filterFields.search('name'),
    },
    sorts: { created_at: 'createdAt', name: 'name', status: 'status' },
    defaultSort: ['created_at', 'DESC'],
  },
  present: (_em, rows) => rows.map(adminAdvocateApplicationView),
  schema: adminAdvocateApplicationSchema,
  notFound: adminNotFound('advocate_application_not_found'),
};
