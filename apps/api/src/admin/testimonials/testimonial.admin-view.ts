import { adminNotFound } from '../admin.errors.js';
import { z } from 'zod';
import { TESTIMONIAL_DECISIONS } from '@app/domain';
import { TESTIMONIAL_STATUSES, TestimonialEntity } from '@app/persistence';
import { iso, personOf, personSchema } from '../platform/admin-replies.js';
import { testimonialView, toTestimonialView } from '../../community/index.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId } from '../platform/simple-rest.js';

export const adminTestimonialSchema = testimonialView.extend({
  author: personSchema,
  status: z.enum(['pending', 'approved', 'rejected']),
  moderation_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});

export const moderateTestimonialRequest = z.object({
  status: z.enum(TESTIMONIAL_DECISIONS, { error: 'status must be approved or rejected' }),
  moderation_note: z
    .string({ error: 'moderation_note must be text' })
    .trim()
    .max(2000, 'Keep the note under 2000 characters')
    .nullable()
    .optional(),
});
export type ModerateTestimonialRequest = z.output<typeof moderateTestimonialRequest>;

export const adminTestimonialView = (testimonial: TestimonialEntity): z.output<typeof adminTestimonialSchema> => ({
  ...toTestimonialView(testimonial),
  author: personOf(testimonial.author),
  status: testimonial.status,
  moderation_note: testimonial.moderationNote,
  reviewed_at: iso(testimonial.reviewedAt),
  created_at: testimonial.createdAt.toISOString(),
});

export const testimonials: ResourceReading<TestimonialEntity> = {
  listing: {
    resource: 'testimonials',
    entity: TestimonialEntity,
    id: uuidId,
    filters: {
      status: filterFields.oneOf('status', TESTIMONIAL_STATUSES as [string, ...string[]]),
      type: filterFields.oneOf('type', ['donor', 'recipient']),
    },
    sorts: { created_at: 'createdAt', status: 'status' },
    defaultSort: ['created_at', 'DESC'],
    populate: ['author'],
  },
  present: (_em, rows) => rows.map(adminTestimonialView),
  schema: adminTestimonialSchema,
  notFound: adminNotFound('testimonial_not_found'),
};
