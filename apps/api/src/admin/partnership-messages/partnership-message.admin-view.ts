import { adminNotFound } from '../admin.errors.js';
import { z } from 'zod';
import { PARTNERSHIP_STATUSES } from '@app/domain';
import { PartnershipMessageEntity } from '@app/persistence';
import { maskEmail } from '../platform/contact-masking.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId } from '../platform/simple-rest.js';

export const adminPartnershipMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().describe('masked'),
  description: z.string(),
  is_organization: z.boolean(),
  status: z.enum(PARTNERSHIP_STATUSES),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const updatePartnershipMessageRequest = z.object({
  status: z
    .enum(PARTNERSHIP_STATUSES, { error: `status must be one of: ${PARTNERSHIP_STATUSES.join(', ')}` })
    .optional(),
  notes: z
    .string({ error: 'notes must be text' })
    .trim()
    .max(5000, 'Keep the notes under 5000 characters')
    .nullable()
    .optional(),
});
export type UpdatePartnershipMessageRequest = z.output<typeof updatePartnershipMessageRequest>;

export const adminPartnershipMessageView = (
  message: PartnershipMessageEntity,
): z.output<typeof adminPartnershipMessageSchema> => ({
  id: message.id,
  name: message.name,
  email: maskEmail(message.email),
  description: message.description,
  is_organization: message.isOrganization,
  status: message.status,
  notes: message.notes,
  created_at: message.createdAt.toISOString(),
  updated_at: message.updatedAt.toISOString(),
});

export const partnershipMessages: ResourceReading<PartnershipMessageEntity> = {
  listing: {
    resource: 'partnership-messages',
    entity: PartnershipMessageEntity,
    id: uuidId,
    filters: {
      status: filterFields.oneOf('status', PARTNERSHIP_STATUSES),
      created_at_gte: filterFields.from('createdAt'),
      created_at_lte: filterFields.to('createdAt'),
      q: filterFields.search('name'),
    },
    sorts: { created_at: 'createdAt', status: 'status', name: 'name' },
    defaultSort: ['created_at', 'DESC'],
  },
  present: (_em, rows) => rows.map(adminPartnershipMessageView),
  schema: adminPartnershipMessageSchema,
  notFound: adminNotFound('partnership_message_not_found'),
};
