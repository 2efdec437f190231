import { ADMIN_ERRORS } from '../admin.errors.js';
import { z } from 'zod';
import { canMove, MODERATION_MOVES, MODERATION_STATUSES, type ModerationStatus } from '@app/domain';

/** The body staff send to move a report along its workflow, with a note. */
export const moderationChange = z.object({
  status: z.enum(MODERATION_STATUSES, { error: `status must be one of: ${MODERATION_STATUSES.join(', ')}` }).optional(),
  staff_note: z
    .string({ error: 'staff_note must be text' })
    .trim()
    .max(5000, 'Keep the note under 5000 characters')
    .nullable()
    .optional(),
});
export type ModerationChange = z.output<typeof moderationChange>;

interface Moderation {
  status: ModerationStatus;
  staffNote: string | null;
  reviewedAt: Date | null;
}

/** Where a moderated record (an abuse report, a flagged feedback) goes: status moved only as the workflow allows. */
export const nextModeration = (current: Moderation, change: ModerationChange): Moderation => {
  if (change.status && !canMove(MODERATION_MOVES, current.status, change.status))
    throw ADMIN_ERRORS.error('report_status_change', { params: { from: current.status, to: change.status } });
  const moved = change.status !== undefined && change.status !== current.status;
  return {
    status: change.status ?? current.status,
    staffNote: change.staff_note === undefined ? current.staffNote : change.staff_note || null,
    reviewedAt: moved ? new Date() : current.reviewedAt,
  };
};
