import { adminNotFound } from '../admin.errors.js';
import { z } from 'zod';
import { MODERATION_STATUSES } from '@app/domain';
import { FeedbackEntity } from '@app/persistence';
import { iso, personOf, personSchema } from '../platform/admin-replies.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId } from '../platform/simple-rest.js';

export const flaggedFeedbackSchema = z.object({
  id: z.string(),
  status: z.enum(MODERATION_STATUSES),
  staff_note: z.string().nullable(),
  outcome: z.string().nullable(),
  description: z.string(),
  reporter: personSchema,
  /** The request's hospital when one of its officers reported (the reporter is then null). */
  reported_by_hospital: z.string().nullable(),
  reported_user: personSchema,
  request: z.object({
    id: z.string(),
    hospital: z.string(),
    blood_group: z.string(),
    units: z.number(),
    needed_at: z.string(),
    status: z.string(),
  }),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});

export const flaggedFeedbackView = (feedback: FeedbackEntity): z.output<typeof flaggedFeedbackSchema> => ({
  id: feedback.id,
  status: feedback.moderationStatus,
  staff_note: feedback.staffNote,
  outcome: feedback.outcome,
  description: feedback.description,
  reporter: personOf(feedback.author),
  reported_by_hospital: feedback.type === 'Hospital' ? feedback.request.hospital : null,
  reported_user: personOf(feedback.match?.donor),
  request: {
    id: feedback.request.id,
    hospital: feedback.request.hospital,
    blood_group: feedback.request.bloodGroup,
    units: feedback.request.units,
    needed_at: feedback.request.neededAt.toISOString(),
    status: feedback.request.status,
  },
  created_at: feedback.createdAt.toISOString(),
  reviewed_at: iso(feedback.reviewedAt),
});

export const FLAGGED_FEEDBACK_RELATIONS = ['author', 'request', 'match.donor'] as const;

/**
 * Recipients' feedback flagged for staff (payment asked, unreachable, pictures without consent, a first no-show),
 * and a first no-show reported by a hospital's officer.
 */
export const flaggedFeedback: ResourceReading<FeedbackEntity> = {
  listing: {
    resource: 'flagged-feedback',
    entity: FeedbackEntity,
    id: uuidId,
    base: { status: 'flagged' },
    filters: {
      status: filterFields.oneOf('moderationStatus', MODERATION_STATUSES),
      outcome: filterFields.equals('outcome', z.string().max(100)),
      created_at_gte: filterFields.from('createdAt'),
      created_at_lte: filterFields.to('createdAt'),
    },
    sorts: { created_at: 'createdAt', status: 'moderationStatus' },
    defaultSort: ['created_at', 'DESC'],
    populate: FLAGGED_FEEDBACK_RELATIONS,
  },
  present: (_em, rows) => rows.map(flaggedFeedbackView),
  schema: flaggedFeedbackSchema,
  notFound: adminNotFound('flagged_feedback_not_found'),
};
